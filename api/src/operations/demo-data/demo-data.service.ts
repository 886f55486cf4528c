import { Injectable, Logger } from '@nestjs/common';
import type { ApplicationState, JobDateMode, JobKind, JobState, PersonRole } from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AgencyMembership } from '../../agencies/agency-membership.entity';
import { Agency } from '../../agencies/agency.entity';
import { PasswordService } from '../../accounts/password.service';
import { canonicalEmail, emailKey } from '../../marketplace/candidates/candidate-email';
import { CandidateInvitation } from '../../marketplace/candidates/candidate-invitation.entity';
import { DepartmentMembership } from '../../organisations/departments/department-membership.entity';
import { Department } from '../../organisations/departments/department.entity';
import { Application } from '../../marketplace/jobs/application.entity';
import { JobDate } from '../../marketplace/jobs/job-date.entity';
import { JobRequest } from '../../marketplace/jobs/job-request.entity';
import { JobSalary } from '../../marketplace/jobs/job-salary.entity';
import { OrganisationMembership } from '../../organisations/organisation-membership.entity';
import { Organisation } from '../../organisations/organisation.entity';
import { PersonEducation } from '../../people/person-education.entity';
import { PersonJobHistory } from '../../people/person-job-history.entity';
import { Person } from '../../people/person.entity';
import { berlinDayAfter, berlinParts, berlinShift, daysInMonth } from './berlin-time';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

export interface DemoLogins {
  password: string;
  accounts: { role: PersonRole; email: string; name: string }[];
}

/** The records the demo requests refer to. */
interface DemoWorld {
  now: Date;
  organisationId: number;
  departments: Record<'icu' | 'cardiology' | 'emergency' | 'neurology' | 'urology', Department>;
  hospitalAdmin: Person;
  wardManager: Person;
  agency: Agency;
  agencyOwner: Person;
  agencyRecruiter: Person;
  doctor: Person;
  nurse: Person;
  poolNurse: Person;
}

/** One demo request with its dates, salary lines and applications. */
interface DemoJob {
  kind: JobKind;
  state: JobState;
  title: string;
  subtitle?: string;
  description?: string;
  department: Department;
  createdBy?: Person;
  positionCode: string;
  fieldCode: string;
  jobType?: string;
  shiftType?: string;
  contractType?: string;
  skills: string[];
  dateMode?: JobDateMode;
  timeLimit?: number;
  /** internal_fill: the pool member who accepted. */
  filledBy?: Person;
  jobOperation?: string;
  accommodation?: boolean;
  /** `endAt` null: an open end (the one period of a SPORADIC request). */
  dates: { startAt: Date; endAt: Date | null; activities: string[] }[];
  salaries?: [activity: string, cost: string][];
  applications: {
    candidateId: number | null;
    applicantName: string;
    appliedById: number;
    hourlyRate: string;
    state: ApplicationState;
  }[];
}

/**
 * Creates a small, realistic demo world on an empty database: an administrator, a hospital
 * with departments and staff, a second clinic, an agency with users and candidates, and job
 * requests in every state with applications.
 */
@Injectable()
export class DemoDataService {
  private readonly logger = new Logger(DemoDataService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
  ) {}

  async seedIfEmpty(): Promise<DemoLogins | undefined> {
    if ((await this.dataSource.getRepository(Person).count()) > 0) return undefined;
    const passwordHash = await this.passwords.hash(DEMO_PASSWORD);
    const accounts = await this.dataSource.transaction((manager) => this.seed(manager, passwordHash));
    this.logger.log(`Demo data created with ${accounts.length} sign-in accounts`);
    return { password: DEMO_PASSWORD, accounts };
  }

  private async seed(manager: EntityManager, passwordHash: string): Promise<DemoLogins['accounts']> {
    const now = new Date();
    const person = (values: Partial<Person> & Pick<Person, 'email' | 'role' | 'firstName' | 'lastName'>) =>
      manager.getRepository(Person).save(
        manager.getRepository(Person).create({
          passwordHash,
          status: 'ACTIVE',
          emailConfirmedAt: now,
          acceptedTermsAt: now,
          language: 'de',
          country: 'DE',
          ...values,
        }),
      );

    const admin = await person({
      email: 'admin@demo.medstaff.de',
      role: 'ADMIN',
      firstName: 'Anna',
      lastName: 'Becker',
      gender: 'female',
      language: 'en',
      position: 'Plattform-Administration',
    });
    const hospitalAdmin = await person({
      email: 'klinik@demo.medstaff.de',
      role: 'ORG_ADMIN',
      firstName: 'Thomas',
      lastName: 'Wagner',
      gender: 'male',
      contact: '+49 221 4780 1200',
      position: 'Pflegedirektor',
    });
    const wardManager = await person({
      email: 'station@demo.medstaff.de',
      role: 'ORG_SUB',
      firstName: 'Sabine',
      lastName: 'Hoffmann',
      gender: 'female',
      contact: '+49 221 4780 2310',
      position: 'Stationsleitung Intensivstation',
    });
    const agencyOwner = await person({
      email: 'agentur@demo.medstaff.de',
      role: 'AGENCY',
      firstName: 'Markus',
      lastName: 'Schneider',
      gender: 'male',
      contact: '+49 30 2345 6780',
      position: 'Geschäftsführer',
    });
    const agencyRecruiter = await person({
      email: 'recruiting@demo.medstaff.de',
      role: 'AGENCY',
      firstName: 'Leonie',
      lastName: 'Fischer',
      gender: 'female',
      contact: '+49 30 2345 6782',
      position: 'Personaldisposition',
      language: 'en',
    });
    const doctor = await person({
      email: 'dr.yilmaz@demo.medstaff.de',
      role: 'USER',
      firstName: 'Deniz',
      lastName: 'Yılmaz',
      gender: 'diverse',
      contact: '+49 176 5550 1122',
      position: 'Facharzt Kardiologie',
      address: 'Schönhauser Allee 41',
      postcode: '10435',
      city: 'Berlin',
      qualificationLevel: 'facharzt',
      qualificationAdditionalInfo: 'Zusatzbezeichnung Notfallmedizin',
      skills: ['Echokardiographie', 'Herzkatheter', 'Notfallmedizin'],
      preferenceDistance: 150,
      preferenceMinSalary: '95.00',
      preferenceJobTypes: ['Vertretung', 'Honorar'],
    });
    const nurse = await person({
      email: 'j.kowalski@demo.medstaff.de',
      role: 'USER',
      firstName: 'Julia',
      lastName: 'Kowalski',
      gender: 'female',
      contact: '+49 177 5550 3344',
      position: 'Fachpflegekraft Intensiv',
      address: 'Venloer Straße 210',
      postcode: '50823',
      city: 'Köln',
      qualificationLevel: 'fachweiterbildung',
      qualificationAdditionalInfo: 'Fachweiterbildung Intensiv- und Anästhesiepflege',
      skills: ['Beatmung', 'ECMO', 'ZVK-Pflege'],
      preferenceDistance: 50,
      preferenceMinSalary: '42.00',
      preferenceJobTypes: ['Tagdienst', 'Teilzeit'],
    });

    /** A nurse of the hospital's own pool (ICU and cardiology), without an agency. */
    const poolNurse = await person({
      email: 'l.schulz@demo.medstaff.de',
      role: 'USER',
      firstName: 'Lena',
      lastName: 'Schulz',
      gender: 'female',
      contact: '+49 176 5550 7788',
      position: 'Pflegefachkraft (Springerpool)',
      city: 'Köln',
      qualificationLevel: 'pflegefachkraft',
      skills: ['Beatmung', 'Telemetrie'],
      preferenceJobTypes: ['Tagdienst', 'Nachtdienst'],
    });

    await manager.getRepository(PersonEducation).save([
      {
        personId: doctor.id,
        university: 'Charité – Universitätsmedizin Berlin',
        startDate: '2008-10-01',
        endDate: '2014-11-30',
        qualificationLevel: 'assistenzarzt',
      },
      {
        personId: doctor.id,
        university: 'Deutsches Herzzentrum der Charité',
        startDate: '2015-01-01',
        endDate: '2020-12-31',
        qualificationLevel: 'facharzt',
      },
      {
        personId: nurse.id,
        university: 'Bildungszentrum Uniklinik Köln',
        startDate: '2012-09-01',
        endDate: '2015-08-31',
        qualificationLevel: 'pflegefachkraft',
      },
    ]);
    await manager.getRepository(PersonJobHistory).save([
      {
        personId: doctor.id,
        title: 'Facharzt Kardiologie',
        startDate: '2021-01-01',
        endDate: '2024-06-30',
        locationName: 'Vivantes Klinikum Am Urban',
        locationAddress: 'Dieffenbachstraße 1',
        locationPostcode: '10967',
        locationCity: 'Berlin',
        locationCountry: 'DE',
        locationUrl: 'https://www.vivantes.de',
      },
      {
        personId: nurse.id,
        title: 'Pflegefachkraft Intensivstation',
        startDate: '2015-09-01',
        endDate: '2023-03-31',
        locationName: 'Uniklinik Köln',
        locationAddress: 'Kerpener Straße 62',
        locationPostcode: '50937',
        locationCity: 'Köln',
        locationCountry: 'DE',
        locationUrl: 'https://www.uk-koeln.de',
      },
    ]);

    const organisations = manager.getRepository(Organisation);
    const hospital = await organisations.save(
      organisations.create({
        name: 'St. Elisabeth Klinikum Köln',
        address: 'Aachener Straße 120',
        postcode: '50931',
        city: 'Köln',
        country: 'DE',
        url: 'https://www.st-elisabeth-koeln.example',
        creatorId: admin.id,
        // Requests without a time limit of their own stay two days with the ward's pool.
        defaultTimeLimitHours: 48,
      }),
    );
    await organisations.save([
      organisations.create({
        name: 'Kreiskrankenhaus Bergisch Land',
        address: 'Hauptstraße 15',
        postcode: '51465',
        city: 'Bergisch Gladbach',
        country: 'DE',
        url: 'https://www.kkh-bergisch-land.example',
        creatorId: admin.id,
      }),
      organisations.create({
        name: 'Evangelisches Krankenhaus Düsseldorf-Nord',
        address: 'Kaiserswerther Straße 80',
        postcode: '40476',
        city: 'Düsseldorf',
        country: 'DE',
        url: 'https://www.ekdn.example',
        creatorId: admin.id,
      }),
    ]);
    await manager.getRepository(OrganisationMembership).save([
      { organisationId: hospital.id, personId: hospitalAdmin.id, confirmedAt: now },
      { organisationId: hospital.id, personId: wardManager.id, confirmedAt: now },
    ]);
    const departments = manager.getRepository(Department);
    const [icu, cardiology, emergency, neurology, urology] = await departments.save([
      departments.create({
        organisationId: hospital.id,
        name: 'Intensivstation',
        defaultSkills: ['Beatmung', 'ZVK-Pflege', 'Hämodynamisches Monitoring'],
      }),
      departments.create({
        organisationId: hospital.id,
        name: 'Kardiologie',
        defaultSkills: ['Herzkatheter', 'Telemetrie', 'Echokardiographie'],
      }),
      departments.create({
        organisationId: hospital.id,
        name: 'Zentrale Notaufnahme',
        defaultSkills: ['Triage (Manchester)', 'Schockraum', 'ACLS'],
      }),
      departments.create({ organisationId: hospital.id, name: 'Neurologie', defaultSkills: ['Stroke Unit', 'EEG'] }),
      departments.create({
        organisationId: hospital.id,
        name: 'Urologie',
        defaultSkills: ['Zystoskopie', 'Katheterpflege'],
      }),
    ]);
    await manager.getRepository(DepartmentMembership).save([
      { departmentId: icu.id, personId: wardManager.id, kind: 'USER' },
      { departmentId: icu.id, personId: nurse.id, kind: 'CUSTOMER' },
      { departmentId: icu.id, personId: poolNurse.id, kind: 'CUSTOMER' },
      { departmentId: cardiology.id, personId: poolNurse.id, kind: 'CUSTOMER' },
    ]);

    const agencies = manager.getRepository(Agency);
    const agency = await agencies.save(
      agencies.create({
        name: 'MediPlus Personaldienste GmbH',
        address: 'Friedrichstraße 68',
        postcode: '10117',
        city: 'Berlin',
        country: 'DE',
        url: 'https://www.mediplus-personal.example',
        permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Berlin-Brandenburg',
        permitIssuedOn: '2019-04-01',
      }),
    );
    await agencies.save([
      agencies.create({
        name: 'CareConnect Medical Staffing',
        address: 'Speersort 10',
        postcode: '20095',
        city: 'Hamburg',
        country: 'DE',
        url: 'https://www.careconnect.example',
        permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Nord',
        permitIssuedOn: '2021-09-15',
      }),
      agencies.create({
        name: 'Alpen Ärztevermittlung',
        address: 'Maximilianstraße 35',
        postcode: '80539',
        city: 'München',
        country: 'DE',
        url: 'https://www.alpen-aerzte.example',
      }),
    ]);
    await manager.getRepository(AgencyMembership).save([
      { agencyId: agency.id, personId: agencyOwner.id, kind: 'USER' },
      { agencyId: agency.id, personId: agencyRecruiter.id, kind: 'USER' },
      { agencyId: agency.id, personId: doctor.id, kind: 'CUSTOMER' },
      { agencyId: agency.id, personId: nurse.id, kind: 'CUSTOMER' },
    ]);
    // The two candidates accepted the agency's invitations (a link needs the person's consent).
    await manager.getRepository(CandidateInvitation).insert(
      [doctor, nurse].map((candidate) => ({
        agencyId: agency.id,
        email: canonicalEmail(candidate.email),
        emailKey: emailKey(candidate.email),
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        status: 'ACCEPTED' as const,
        personId: candidate.id,
        invitedById: agencyRecruiter.id,
        language: 'de',
        codeHash: null,
        expiresAt: now,
        answeredAt: now,
        invitedAt: now,
      })),
    );

    await this.seedJobs(manager, {
      now,
      organisationId: hospital.id,
      departments: { icu, cardiology, emergency, neurology, urology },
      hospitalAdmin,
      wardManager,
      agency,
      agencyOwner,
      agencyRecruiter,
      doctor,
      nurse,
      poolNurse,
    });

    return [admin, hospitalAdmin, wardManager, agencyOwner, doctor, poolNurse].map((account) => ({
      role: account.role,
      email: account.email,
      name: `${account.firstName} ${account.lastName}`,
    }));
  }

  /**
   * The demo hospital's requests: every state (internal/external, advertised/filled) and every
   * grouping of the tables (no applicants, all applied, some selected), nurse and doctor, FIXED
   * and SPORADIC, spread over the current and the next month (Berlin calendar) so the calendar
   * and the tables look real on first start. Applicants come from MediPlus and its candidates.
   */
  private async seedJobs(manager: EntityManager, world: DemoWorld): Promise<void> {
    const today = berlinParts(world.now);
    const nextMonth =
      today.month === 12 ? { year: today.year + 1, month: 1 } : { year: today.year, month: today.month + 1 };
    /** Day `n` of the current (0) or next (1) month, clamped to the month's length. */
    const monthDay = (which: 0 | 1, day: number) => {
      const { year, month } = which === 0 ? today : nextMonth;
      return { year, month, day: Math.min(day, daysInMonth(year, month)) };
    };
    const fromToday = (offset: number) => berlinDayAfter(world.now, offset);
    const { icu, cardiology, emergency, neurology, urology } = world.departments;
    const applicant = {
      doctor: { candidateId: world.doctor.id, applicantName: 'Dr. Deniz Yılmaz', appliedById: world.agencyOwner.id },
      nurse: { candidateId: world.nurse.id, applicantName: 'Julia Kowalski', appliedById: world.agencyRecruiter.id },
      /** Candidates of the agency without an account of their own. */
      offPlatformNurse: { candidateId: null, applicantName: 'Tobias Lehmann', appliedById: world.agencyRecruiter.id },
      offPlatformDoctor: { candidateId: null, applicantName: 'Dr. Katrin Vogel', appliedById: world.agencyOwner.id },
    };
    const nights = (days: { year: number; month: number; day: number }[]) =>
      days.map((day) => ({ ...berlinShift(day, '19:30', '05:30'), activities: ['Nachtdienst'] }));
    const dayShifts = (days: { year: number; month: number; day: number }[]) =>
      days.map((day) => ({ ...berlinShift(day, '05:30', '19:30'), activities: ['Tagesdienst'] }));
    const earlyShifts = (days: { year: number; month: number; day: number }[]) =>
      days.map((day) => ({ ...berlinShift(day, '06:00', '14:00'), activities: ['Frühdienst'] }));

    const requests: DemoJob[] = [
      {
        kind: 'NURSE',
        state: 'internal_adv',
        title: 'Pflegefachkraft Intensivstation – Nachtdienste',
        description:
          'Drei Nachtdienste auf unserer interdisziplinären Intensivstation (14 Betten). Erfahrung mit invasiver Beatmung erforderlich.',
        department: icu,
        createdBy: world.wardManager,
        positionCode: 'fachpflege-intensiv-anaesthesie',
        fieldCode: 'intensivpflege',
        shiftType: 'Nachtdienst',
        jobType: 'Nachtdienst',
        skills: ['Beatmung', 'ZVK-Pflege'],
        timeLimit: 48,
        dates: nights([fromToday(2), fromToday(3), fromToday(4)]),
        applications: [],
      },
      {
        kind: 'NURSE',
        state: 'external_adv',
        title: 'Pflegefachkraft Zentrale Notaufnahme – Tagesdienste',
        description: 'Unterstützung im Tagesdienst der Notaufnahme, Ersteinschätzung nach Manchester-Triage.',
        department: emergency,
        positionCode: 'pflegefachkraft',
        fieldCode: 'notaufnahme',
        shiftType: 'Tagesdienst',
        skills: ['Triage (Manchester)'],
        dates: dayShifts([fromToday(6), fromToday(7), fromToday(10)]),
        applications: [{ ...applicant.nurse, hourlyRate: '44.50', state: 'applied' }],
      },
      {
        kind: 'DOCTOR',
        state: 'external_adv',
        title: 'Vertretung Facharzt/Fachärztin Kardiologie',
        subtitle: 'Urlaubsvertretung mit Bereitschaftsdiensten',
        department: cardiology,
        positionCode: 'facharzt',
        fieldCode: 'kardiologie',
        jobType: 'Vertretung',
        jobOperation: 'Stationsarbeit, Funktionsdiagnostik und Bereitschaftsdienste',
        accommodation: true,
        contractType: 'BefristeteAnstellung',
        skills: ['Echokardiographie', 'Herzkatheter'],
        dates: [
          {
            startAt: berlinShift(fromToday(14), '08:00', '16:30').startAt,
            endAt: berlinShift(fromToday(27), '08:00', '16:30').endAt,
            activities: ['Tagesdienst', 'Bereitschaftsdienst'],
          },
        ],
        salaries: [
          ['Aktiv', '98.00'],
          ['Passiv', '45.00'],
          ['Bereitschaftsdienst', '55.00'],
        ],
        applications: [{ ...applicant.doctor, hourlyRate: '98.00', state: 'applied' }],
      },
      {
        kind: 'NURSE',
        state: 'external_fill',
        title: 'Pflegefachkraft Intensivstation – Wochenende',
        description: 'Tages- und Nachtdienste am Wochenende.',
        department: icu,
        createdBy: world.wardManager,
        positionCode: 'pflegefachkraft',
        fieldCode: 'intensivpflege',
        shiftType: 'Tagesdienst',
        skills: ['Beatmung'],
        dates: dayShifts([fromToday(9), fromToday(10)]),
        applications: [
          { ...applicant.nurse, hourlyRate: '46.00', state: 'selected' },
          { ...applicant.offPlatformNurse, hourlyRate: '47.50', state: 'not_chosen' },
        ],
      },
      {
        kind: 'DOCTOR',
        state: 'external_adv',
        title: 'Assistenzarzt/Assistenzärztin Neurologie – Stroke Unit',
        subtitle: 'Ab sofort, für etwa fünf Wochen',
        department: neurology,
        positionCode: 'assistenzarzt',
        fieldCode: 'neurologie',
        jobType: 'Vertretung',
        jobOperation: 'Stroke Unit, Lysetherapie und Konsile',
        dateMode: 'SPORADIC',
        skills: ['Stroke Unit', 'EEG'],
        dates: [
          {
            startAt: berlinShift(fromToday(0), '08:00', '16:30').startAt,
            endAt: berlinShift(monthDay(1, 28), '08:00', '16:30').endAt,
            activities: ['Tagesdienst'],
          },
        ],
        salaries: [
          ['Aktiv', '85.00'],
          ['Passiv', '40.00'],
        ],
        applications: [],
      },
      {
        kind: 'DOCTOR',
        state: 'external_fill',
        title: 'Facharzt/Fachärztin Urologie – Dienstwochenenden',
        department: urology,
        positionCode: 'facharzt',
        fieldCode: 'urologie',
        jobType: 'Honorar',
        jobOperation: 'OP-Assistenz, Station und Rufbereitschaft',
        accommodation: true,
        skills: ['Zystoskopie'],
        dates: [
          { ...berlinShift(monthDay(1, 6), '08:00', '08:00'), activities: ['Bereitschaftsdienst'] },
          { ...berlinShift(monthDay(1, 7), '08:00', '08:00'), activities: ['Bereitschaftsdienst'] },
          { ...berlinShift(monthDay(1, 20), '08:00', '08:00'), activities: ['Bereitschaftsdienst'] },
        ],
        salaries: [
          ['Aktiv', '105.00'],
          ['Passiv', '50.00'],
          ['Bereitschaftsdienst', '60.00'],
        ],
        applications: [
          { ...applicant.offPlatformDoctor, hourlyRate: '102.00', state: 'selected' },
          { ...applicant.doctor, hourlyRate: '104.00', state: 'not_chosen' },
        ],
      },
      {
        kind: 'NURSE',
        state: 'internal_fill',
        title: 'Pflegefachkraft Kardiologie – Frühdienste',
        description: 'Frühdienste auf der Normalstation Kardiologie, intern besetzt.',
        department: cardiology,
        positionCode: 'pflegefachkraft',
        fieldCode: 'kardiologie',
        shiftType: 'Frühdienst',
        skills: ['Telemetrie'],
        dates: earlyShifts([monthDay(0, 3), monthDay(0, 4), monthDay(0, 5)]),
        filledBy: world.poolNurse,
        applications: [],
      },
      {
        kind: 'NURSE',
        state: 'internal_adv',
        title: 'Pflegefachkraft Neurologie – flexibler Einsatz',
        description: 'Ab sofort mit offenem Ende, Einsätze nach Absprache.',
        department: neurology,
        positionCode: 'pflegefachkraft',
        fieldCode: 'neurologie',
        dateMode: 'SPORADIC',
        skills: ['Stroke Unit'],
        dates: [
          {
            // Open end: no end date (see docs/decisions.md, "Validation").
            startAt: berlinShift(fromToday(0), '06:00', '14:00').startAt,
            endAt: null,
            activities: ['Frühdienst', 'Spätdienst'],
          },
        ],
        applications: [],
      },
      {
        kind: 'NURSE',
        state: 'external_adv',
        title: 'Pflegefachkraft Zentrale Notaufnahme – Nachtdienste',
        department: emergency,
        positionCode: 'pflegefachkraft',
        fieldCode: 'notaufnahme',
        shiftType: 'Nachtdienst',
        jobType: 'Nachtdienst',
        skills: ['Schockraum', 'ACLS'],
        dates: nights([monthDay(1, 2), monthDay(1, 3), monthDay(1, 9)]),
        applications: [
          { ...applicant.nurse, hourlyRate: '48.00', state: 'applied' },
          { ...applicant.offPlatformNurse, hourlyRate: '47.00', state: 'applied' },
        ],
      },
      {
        kind: 'NURSE',
        state: 'external_fill',
        title: 'Pflegefachkraft Intensivstation – Frühdienste',
        department: icu,
        createdBy: world.wardManager,
        positionCode: 'fachpflege-intensiv-anaesthesie',
        fieldCode: 'intensivpflege',
        shiftType: 'Frühdienst',
        skills: ['Beatmung', 'Hämodynamisches Monitoring'],
        dates: earlyShifts([monthDay(1, 12), monthDay(1, 13), monthDay(1, 14), monthDay(1, 15)]),
        applications: [
          { ...applicant.nurse, hourlyRate: '45.00', state: 'selected' },
          { ...applicant.offPlatformNurse, hourlyRate: '46.50', state: 'not_chosen' },
        ],
      },
      {
        kind: 'NURSE',
        state: 'internal_fill',
        title: 'Pflegefachkraft Intensivstation – Spätdienst',
        department: icu,
        createdBy: world.wardManager,
        positionCode: 'pflegefachkraft',
        fieldCode: 'intensivpflege',
        shiftType: 'Spätdienst',
        skills: ['Beatmung'],
        dates: [{ ...berlinShift(monthDay(0, 8), '13:30', '22:00'), activities: ['Spätdienst'] }],
        filledBy: world.poolNurse,
        applications: [],
      },
      {
        kind: 'DOCTOR',
        state: 'external_adv',
        title: 'Facharzt/Fachärztin Kardiologie – Nachtdienste',
        department: cardiology,
        positionCode: 'facharzt',
        fieldCode: 'kardiologie',
        jobType: 'Honorar',
        jobOperation: 'Nachtdienste mit Herzkatheter-Rufbereitschaft',
        skills: ['Herzkatheter'],
        dates: nights([monthDay(1, 17), monthDay(1, 18), monthDay(1, 24), monthDay(1, 25)]).map((date) => ({
          ...date,
          activities: ['Bereitschaftsdienst'],
        })),
        salaries: [
          ['Aktiv', '110.00'],
          ['Passiv', '48.00'],
        ],
        applications: [{ ...applicant.offPlatformDoctor, hourlyRate: '108.00', state: 'applied' }],
      },
    ];

    const jobs = await manager.getRepository(JobRequest).save(
      requests.map((request) =>
        manager.getRepository(JobRequest).create({
          organisationId: world.organisationId,
          departmentId: request.department.id,
          createdById: (request.createdBy ?? world.hospitalAdmin).id,
          kind: request.kind,
          state: request.state,
          title: request.title,
          subtitle: request.subtitle ?? null,
          description: request.description ?? null,
          positionCode: request.positionCode,
          fieldCode: request.fieldCode,
          jobType: request.jobType ?? 'Tagdienst',
          shiftType: request.shiftType ?? null,
          contractType: request.contractType ?? 'Arbeitnehmerueberlassung',
          skills: request.skills,
          dateMode: request.dateMode ?? 'FIXED',
          timeLimit: request.timeLimit ?? 0,
          jobOperation: request.jobOperation ?? null,
          accommodation: request.accommodation ?? false,
          // With the pool: released 48 hours (the hospital's default) after posting; with agencies: released when posted.
          releaseDueAt:
            request.state === 'internal_adv'
              ? new Date(Date.now() + ((request.timeLimit ?? 0) || 48) * 3_600_000)
              : null,
          releasedAt: request.state === 'external_adv' || request.state === 'external_fill' ? new Date() : null,
          filledById: request.filledBy?.id ?? null,
          filledAt: request.state === 'internal_fill' || request.state === 'external_fill' ? new Date() : null,
        }),
      ),
    );
    const rows = <T>(make: (request: DemoJob, jobRequestId: number) => T[]) =>
      requests.flatMap((request, index) => make(request, jobs[index].id));
    await manager.getRepository(JobDate).insert(
      requests.flatMap((request, index) =>
        request.dates.map((date) => ({
          jobRequestId: jobs[index].id,
          organisationId: jobs[index].organisationId,
          departmentId: jobs[index].departmentId,
          ...date,
          type: request.kind === 'DOCTOR' ? ('vertretungsarzt' as const) : ('Neue_Dienstanfrage' as const),
        })),
      ),
    );
    await manager
      .getRepository(JobSalary)
      .insert(
        rows((request, jobRequestId) =>
          (request.salaries ?? []).map(([activity, cost]) => ({ jobRequestId, activity, cost })),
        ),
      );
    await manager.getRepository(Application).insert(
      rows((request, jobRequestId) =>
        request.applications.map((application) => ({
          jobRequestId,
          agencyId: world.agency.id,
          ...application,
          decidedAt: application.state === 'selected' || application.state === 'not_chosen' ? new Date() : null,
        })),
      ),
    );
  }
}
