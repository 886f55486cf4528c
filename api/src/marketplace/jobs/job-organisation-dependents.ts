import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrganisationDependents, type OrganisationDependentsCheck } from '../../organisations/organisation-dependents';
import { JobRequest } from './job-request.entity';

/** Tells the organisations' delete guard that an organisation with shift requests must stay. */
@Injectable()
export class JobOrganisationDependents implements OrganisationDependentsCheck, OnModuleInit {
  readonly message = 'organisation.hasRequests' as const;

  constructor(private readonly registry: OrganisationDependents) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  hasDependents(manager: EntityManager, organisationId: number): Promise<boolean> {
    return manager.exists(JobRequest, { where: { organisationId } });
  }
}
