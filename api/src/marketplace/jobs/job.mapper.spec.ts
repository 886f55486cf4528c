import { HOSPITAL_AUDIENCE, OPERATOR_AUDIENCE, POOL_AUDIENCE, agencyAudience } from '../../access/job-audience';
import { toJobAnswer, type JobFields, type JobParts } from './job.mapper';

const at = new Date('2027-01-04T06:00:00.000Z');

const JOB: JobFields = {
  id: 7,
  kind: 'DOCTOR',
  state: 'external_fill',
  title: 'Vertretung Neurologie',
  subtitle: null,
  description: 'Station',
  organisationId: 3,
  departmentId: 4,
  positionCode: null,
  fieldCode: 'Neurologie',
  jobType: 'Tagdienst',
  shiftType: null,
  contractType: 'Arbeitnehmerueberlassung',
  skills: [],
  dateMode: 'FIXED',
  timeLimit: 5,
  jobOperation: null,
  payment: null,
  accommodation: false,
  releaseDueAt: null,
  releasedAt: at,
  filledAt: at,
  createdAt: at,
  updatedAt: at,
  version: 3,
};

/** Agency 1's candidate was selected, agency 2's is still applied, agency 3's was withdrawn. */
const PARTS: JobParts = {
  dates: [
    { id: 1, startAt: at, endAt: new Date(at.valueOf() + 8 * 3_600_000), activities: [], type: 'vertretungsarzt' },
  ],
  salaries: [{ id: 1, activity: 'Aktiv', cost: '95.00' }],
  applications: [
    { id: 11, state: 'selected', agencyId: 1, candidateId: 21, applicantName: 'Dr. Xaver Xylander' },
    { id: 12, state: 'applied', agencyId: 2, candidateId: 22, applicantName: 'Dr. Yvonne Ypsilanti' },
    { id: 13, state: 'withdrawn', agencyId: 3, candidateId: null, applicantName: 'Zora Zander' },
  ],
  candidates: new Map([
    [21, { firstName: 'Xaver', lastName: 'Xylander', qualificationLevel: 'Facharzt' }],
    [22, { firstName: 'Yvonne', lastName: 'Ypsilanti', qualificationLevel: null }],
  ]),
  organisation: { name: 'Talklinik', address: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' },
  departmentName: 'Neurologie',
};

const applicantIds = (answer: object): number[] | undefined =>
  'applicants' in answer ? (answer.applicants as { _id: number }[]).map((applicant) => applicant._id) : undefined;

describe('toJobAnswer', () => {
  it.each([
    ['the hospital', HOSPITAL_AUDIENCE, [11, 12]],
    ['the operators', OPERATOR_AUDIENCE, [11, 12]],
    ['agency 1', agencyAudience([1]), [11]],
    ['agency 2', agencyAudience([2]), [12]],
    ['an agency that only withdrew', agencyAudience([3]), []],
    ['a person of agencies 1 and 2', agencyAudience([1, 2]), [11, 12]],
    ['an agency that never applied', agencyAudience([9]), []],
    ['a pool member', POOL_AUDIENCE, undefined],
  ] as const)('gives %s the open applications it may see', (_who, audience, expected) => {
    const answer = toJobAnswer(audience, JOB, PARTS);
    expect(applicantIds(answer)).toEqual(expected);
  });

  it("never puts another agency's candidate into an agency's answer", () => {
    const text = JSON.stringify(toJobAnswer(agencyAudience([2]), JOB, PARTS));
    expect(text).not.toMatch(/Xaver|Xylander|Zora/);
    expect(text).toContain('Ypsilanti');
  });

  it("gives an agency the hospital's address joined", () => {
    expect(toJobAnswer(agencyAudience([1]), JOB, PARTS).organisation).toEqual({
      _id: 3,
      name: 'Talklinik',
      address: 'Hauptstraße 1, 10115, Berlin, DE',
      city: 'Berlin',
    });
  });

  it('gives a pool member only the allow-listed fields', () => {
    expect(Object.keys(toJobAnswer(POOL_AUDIENCE, JOB, PARTS)).sort()).toEqual(
      ['_id', 'desc', 'dates', 'kind', 'orig_dept', 'organisation', 'skills', 'state', 'title'].sort(),
    );
  });
});
