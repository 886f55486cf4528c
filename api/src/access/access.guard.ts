import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth.types';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AccessPolicy } from './access-policy.service';
import type { JobAudience } from './job-audience';
import type { Application } from '../jobs/application.entity';
import type { JobRequest } from '../jobs/job-request.entity';
import { REQUIRE_ACCESS_KEY, type AccessRequirement } from './require-access.decorator';

/** The request as the access guard leaves it: the checked job, when the route names one. */
export interface AccessCheckedRequest extends Request {
  user?: AuthUser;
  accessJob?: JobRequest;
  /** Whom the answer about `accessJob` is built for (decided with the reach). */
  accessAudience?: JobAudience;
  accessApplication?: Application;
}

const parseId = new ParseIdPipe();

/** Applies `@RequireAccess`: role first (403), then the named record (400 bad id, 404 not reachable). */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly policy: AccessPolicy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const requirement = this.reflector.getAllAndOverride<AccessRequirement | undefined>(REQUIRE_ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!requirement) return true;
    const request = context.switchToHttp().getRequest<AccessCheckedRequest>();
    const user = this.policy.requireRole(request.user, requirement.permission);
    const { job, application, organisation, department } = requirement.target;
    const param = (name: string) => parseId.transform(request.params[name]);
    if (job) {
      const reached = await this.policy.requireJobFor(user, requirement.permission, param(job));
      request.accessJob = reached.job;
      request.accessAudience = reached.audience;
    }
    if (application) {
      request.accessApplication = await this.policy.requireApplication(
        user,
        requirement.permission,
        param(application),
      );
    }
    if (organisation) await this.policy.requireOrganisation(user, requirement.permission, param(organisation));
    if (department) await this.policy.requireDepartment(user, requirement.permission, param(department));
    return true;
  }
}
