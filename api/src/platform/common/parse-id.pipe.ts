import { Injectable, type PipeTransform } from '@nestjs/common';
import { parseId } from '@medstaff/domain';
import { DomainError } from './domain-error';

/**
 * Path ids: positive decimal integers only (`ID_PATTERN` in domain/). `0x10`, ` 5`, `5e0`, `5.0`,
 * `-1` and `0` answer 400 INVALID_ID; a well-formed id of a missing record is the service's 404.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = parseId(value);
    if (id === undefined) throw new DomainError('INVALID_ID', 'request.invalidId');
    return id;
  }
}
