import type { AgencySummaryDto, PersonProfileDto, PersonRowDto } from './dto/person-admin.dto';
import type { Person } from './person.entity';

export function toPersonRow(person: Person, rowId: number = person.id): PersonRowDto {
  return {
    id: rowId,
    personId: person.id,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    contact: person.contact,
    role: person.role,
    status: person.status,
    version: person.version,
  };
}

export function toPersonProfile(
  person: Person,
  agencies: AgencySummaryDto[],
  rowId: number = person.id,
): PersonProfileDto {
  return {
    ...toPersonRow(person, rowId),
    address: person.address,
    postcode: person.postcode,
    city: person.city,
    country: person.country,
    language: person.language,
    qualification: {
      level: { type: person.qualificationLevel },
      additionalInfo: { type: person.qualificationAdditionalInfo },
    },
    skills: person.skills ?? [],
    preferences: {
      distance: person.preferenceDistance,
      minSalary: person.preferenceMinSalary === null ? null : Number(person.preferenceMinSalary),
      jobType: person.preferenceJobTypes ?? [],
    },
    agencies: agencies.map((agency) => ({
      id: agency.id,
      name: agency.name,
      address: agency.address,
      postcode: agency.postcode,
      country: agency.country,
      url: agency.url,
    })),
    education: [...(person.education ?? [])]
      .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''))
      .map((line) => ({
        id: line.id,
        university: line.university,
        startdate: line.startDate,
        enddate: line.endDate,
        qualLevel: line.qualificationLevel,
      })),
    jobs: [...(person.jobHistory ?? [])]
      .sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''))
      .map((job) => ({
        id: job.id,
        title: job.title,
        startDate: job.startDate,
        endDate: job.endDate,
        location: {
          name: job.locationName,
          address: job.locationAddress,
          postcode: job.locationPostcode,
          country: job.locationCountry,
          city: job.locationCity,
          url: job.locationUrl,
          logo: job.locationLogo,
          contact: job.locationContact,
        },
      })),
    lastLoginAt: person.lastLoginAt ? person.lastLoginAt.toISOString() : null,
    createdAt: person.createdAt.toISOString(),
  };
}
