import type {
  CandidateInvitationWire,
  AgencyJobWire,
  AppliedJobWire,
  ApplicationDocumentKind,
  CandidateWire,
  DocumentWire,
} from '@medstaff/domain';
import { jobFixture } from '../testing/job-fixtures';

/** A released request as an agency sees it. */
export function agencyJobFixture(fields: Partial<AgencyJobWire> = {}): AgencyJobWire {
  const job = jobFixture({ state: 'external_adv', _id: fields._id, title: fields.title });
  return {
    ...job,
    organisation: {
      _id: 7,
      name: 'Klinikum Nord',
      address: 'Hauptstraße 1, 10115, Berlin, Deutschland',
      city: 'Berlin',
    },
    applicants: [],
    releasedAt: 0,
    ...fields,
  };
}

export function appliedJobFixture(fields: Partial<AppliedJobWire> = {}): AppliedJobWire {
  return {
    _id: 501,
    state: 'applied',
    applicantName: 'Anna Muster',
    hourlyRate: 42.5,
    createdAt: 0,
    candidate: { _id: 31, firstName: 'Anna', lastName: 'Muster' },
    documents: [{ _id: 1, kind: 'CV', fileName: 'cv.pdf', sizeBytes: 100, url: '/api/documents/1' }],
    job: agencyJobFixture({ _id: 5, title: 'Night shift ICU' }),
    ...fields,
  };
}

/** A stored document of a candidate (from an earlier application). */
export function documentFixture(kind: ApplicationDocumentKind, fields: Partial<DocumentWire> = {}): DocumentWire {
  const ids: Record<ApplicationDocumentKind, number> = { CV: 11, LICENCE_TO_PRACTISE: 12, SPECIALIST_DIPLOMA: 13 };
  const names: Record<ApplicationDocumentKind, string> = {
    CV: 'lebenslauf.pdf',
    LICENCE_TO_PRACTISE: 'approbation.pdf',
    SPECIALIST_DIPLOMA: 'facharzturkunde.pdf',
  };
  const id = fields._id ?? ids[kind];
  return { _id: id, kind, fileName: names[kind], sizeBytes: 245_760, url: `/api/documents/${id}`, ...fields };
}

/** One of the agency's candidates as `GET /agency/candidates?jobId=` answers: no documents, free to apply. */
/** An invitation as the agency sees it: only what it typed. */
export function candidateInvitationFixture(fields: Partial<CandidateInvitationWire> = {}): CandidateInvitationWire {
  return {
    _id: 71,
    email: 'clara@example.com',
    firstName: 'Clara',
    lastName: 'Neu',
    state: 'pending',
    createdAt: Date.UTC(2026, 10, 20, 9),
    expiresAt: Date.UTC(2026, 10, 27, 9),
    ...fields,
  };
}

export function candidateFixture(fields: Partial<CandidateWire> = {}): CandidateWire {
  return {
    _id: 31,
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@example.com',
    qualificationLevel: null,
    documents: [],
    workingTimeClash: null,
    alreadyApplied: false,
    ...fields,
  };
}
