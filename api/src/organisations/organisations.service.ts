import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { OrganisationSummaryDto } from './dto/find-organisations.dto';
import { Organisation } from './organisation.entity';

export const ORGANISATION_SEARCH_LIMIT = 20;

@Injectable()
export class OrganisationsService {
  constructor(@InjectRepository(Organisation) private readonly organisations: Repository<Organisation>) {}

  /** Public type-ahead: id and name only, case-insensitive substring, at most 20, by name. */
  async find(searchTerm: string): Promise<OrganisationSummaryDto[]> {
    // '!' escapes LIKE wildcards: the same syntax on SQLite and MySQL (a backslash is not).
    const pattern = `%${searchTerm.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
    const rows = await this.organisations
      .createQueryBuilder('organisation')
      .select(['organisation.id', 'organisation.name'])
      .where("LOWER(organisation.name) LIKE :pattern ESCAPE '!'", { pattern })
      .orderBy('organisation.name', 'ASC')
      .limit(ORGANISATION_SEARCH_LIMIT)
      .getMany();
    return rows.map((organisation) => ({ id: organisation.id, name: organisation.name }));
  }
}
