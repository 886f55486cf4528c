import { Injectable, Logger } from '@nestjs/common';
import type { PersonRole } from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AgencyMembership } from '../agencies/agency-membership.entity';
import { Agency } from '../agencies/agency.entity';
import { PasswordService } from '../auth/password.service';
import { DepartmentMembership } from '../departments/department-membership.entity';
import { Department } from '../departments/department.entity';
import { Application } from '../jobs/application.entity';
import { JobDate } from '../jobs/job-date.entity';
import { JobRequest } from '../jobs/job-request.entity';
import { JobSalary } from '../jobs/job-salary.entity';
import { OrganisationMembership } from '../organisations/organisation-membership.entity';
import { Organisation } from '../organisations/organisation.entity';
import { PersonEducation } from '../persons/person-education.entity';
import { PersonJobHistory } from '../persons/person-job-history.entity';
import { Person } from '../persons/person.entity';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

export interface DemoLogins {
  password: string;
  accounts: { role: PersonRole; email: string; name: string }[];
}

const DAY = 24 * 60 * 60 * 1000;

/** A shift on `day` days from today between two local wall-clock times. */
function shift(day: number, from: string, to: string): { startAt: Date; endAt: Date } {
  const base = new Date(Date.now() + day * DAY);
  const at = (time: string, extraDays = 0) => {
    const [hours, minutes] = time.split(':').map(Number);
    const date = new Date(base);
    date.setHours(hours, minutes, 0, 0);
    return new Date(date.getTime() + extraDays * DAY);
  };
  const startAt = at(from);
  const endAt = to <= from ? at(to, 1) : at(to);
  return { startAt, endAt };
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
    const [icu, cardiology, emergency] = await departments.save([
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

    const jobs = manager.getRepository(JobRequest);
    const job = (values: Partial<JobRequest> & Pick<JobRequest, 'kind' | 'state' | 'title'>) =>
      jobs.save(
        jobs.create({
          organisationId: hospital.id,
          createdById: hospitalAdmin.id,
          skills: [],
          jobType: 'Tagdienst',
          contractType: 'Arbeitnehmerueberlassung',
          timeLimit: 0,
          accommodation: false,
          ...values,
        }),
      );
    const nightShifts = await job({
      kind: 'NURSE',
      state: 'internal_adv',
      title: 'Pflegefachkraft Intensivstation – Nachtdienste',
      description:
        'Drei Nachtdienste auf unserer interdisziplinären Intensivstation (14 Betten). Erfahrung mit invasiver Beatmung erforderlich.',
      departmentId: icu.id,
      positionCode: 'fachpflege-intensiv-anaesthesie',
      fieldCode: 'intensivpflege',
      shiftType: 'Nachtdienst',
      skills: ['Beatmung', 'ZVK-Pflege'],
    });
    const locum = await job({
      kind: 'DOCTOR',
      state: 'external_adv',
      title: 'Vertretung Facharzt/Fachärztin Kardiologie',
      subtitle: 'Urlaubsvertretung mit Bereitschaftsdiensten',
      departmentId: cardiology.id,
      positionCode: 'facharzt',
      fieldCode: 'kardiologie',
      jobType: 'Vertretung',
      jobOperation: 'Stationsarbeit, Funktionsdiagnostik und Bereitschaftsdienste',
      accommodation: true,
      contractType: 'BefristeteAnstellung',
      skills: ['Echokardiographie', 'Herzkatheter'],
      dateMode: 'FIXED',
    });
    const emergencyDay = await job({
      kind: 'NURSE',
      state: 'external_adv',
      title: 'Pflegefachkraft Zentrale Notaufnahme – Tagesdienste',
      description: 'Unterstützung im Tagesdienst der Notaufnahme, Ersteinschätzung nach Manchester-Triage.',
      departmentId: emergency.id,
      positionCode: 'pflegefachkraft',
      fieldCode: 'notaufnahme',
      shiftType: 'Tagesdienst',
      skills: ['Triage (Manchester)'],
    });
    const filled = await job({
      kind: 'NURSE',
      state: 'external_fill',
      title: 'Pflegefachkraft Intensivstation – Wochenende',
      description: 'Tages- und Nachtdienste am Wochenende.',
      departmentId: icu.id,
      positionCode: 'pflegefachkraft',
      fieldCode: 'intensivpflege',
      shiftType: 'Tagesdienst',
      skills: ['Beatmung'],
    });

    await manager.getRepository(JobDate).save([
      {
        jobRequestId: nightShifts.id,
        ...shift(3, '19:30', '05:30'),
        activities: ['Nachtdienst'],
        type: 'Neue_Dienstanfrage',
      },
      {
        jobRequestId: nightShifts.id,
        ...shift(4, '19:30', '05:30'),
        activities: ['Nachtdienst'],
        type: 'Neue_Dienstanfrage',
      },
      {
        jobRequestId: nightShifts.id,
        ...shift(5, '19:30', '05:30'),
        activities: ['Nachtdienst'],
        type: 'Neue_Dienstanfrage',
      },
      {
        jobRequestId: locum.id,
        startAt: shift(14, '08:00', '16:30').startAt,
        endAt: shift(27, '08:00', '16:30').endAt,
        activities: ['Tagesdienst', 'Bereitschaftsdienst'],
        type: 'vertretungsarzt',
      },
      {
        jobRequestId: emergencyDay.id,
        ...shift(7, '05:30', '19:30'),
        activities: ['Tagesdienst'],
        type: 'Neue_Dienstanfrage',
      },
      {
        jobRequestId: emergencyDay.id,
        ...shift(8, '05:30', '19:30'),
        activities: ['Tagesdienst'],
        type: 'Neue_Dienstanfrage',
      },
      {
        jobRequestId: filled.id,
        ...shift(10, '05:30', '19:30'),
        activities: ['Tagesdienst'],
        type: 'Neue_Dienstanfrage',
      },
    ]);
    await manager.getRepository(JobSalary).save([
      { jobRequestId: locum.id, activity: 'Aktiv', cost: '98.00' },
      { jobRequestId: locum.id, activity: 'Passiv', cost: '45.00' },
      { jobRequestId: locum.id, activity: 'Bereitschaftsdienst', cost: '55.00' },
    ]);
    await manager.getRepository(Application).save([
      {
        jobRequestId: locum.id,
        agencyId: agency.id,
        candidateId: doctor.id,
        appliedById: agencyOwner.id,
        applicantName: 'Dr. Deniz Yılmaz',
        hourlyRate: '98.00',
        state: 'applied',
      },
      {
        jobRequestId: emergencyDay.id,
        agencyId: agency.id,
        candidateId: nurse.id,
        appliedById: agencyRecruiter.id,
        applicantName: 'Julia Kowalski',
        hourlyRate: '44.50',
        state: 'applied',
      },
      {
        jobRequestId: filled.id,
        agencyId: agency.id,
        candidateId: nurse.id,
        appliedById: agencyRecruiter.id,
        applicantName: 'Julia Kowalski',
        hourlyRate: '46.00',
        state: 'selected',
      },
    ]);

    return [admin, hospitalAdmin, wardManager, agencyOwner, doctor].map((account) => ({
      role: account.role,
      email: account.email,
      name: `${account.firstName} ${account.lastName}`,
    }));
  }
}
