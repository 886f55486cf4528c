import { QueryFailedError } from 'typeorm';
import { DomainError, notFound } from './domain-error';
import { DomainExceptionFilter } from './domain-exception.filter';
import { ListQueryCancelled } from '../lists/list-reader';
import { PERSON_FIELDS } from '../../people/persons-admin.service';
import { translate, withParams } from './messages';

const uniqueViolation = (code: string, message: string) =>
  new QueryFailedError('UPDATE person SET email = ?', [], Object.assign(new Error(message), { code }));

describe('DomainExceptionFilter codes', () => {
  const filter = new DomainExceptionFilter();

  it('answers a unique violation of the person email with EMAIL_TAKEN on both dialects', () => {
    for (const error of [
      uniqueViolation('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: person.email'),
      uniqueViolation('ER_DUP_ENTRY', "Duplicate entry 'a@b.de' for key 'person.uq_person_email'"),
      uniqueViolation('ER_DUP_ENTRY', "Duplicate entry 'a@b.de' for key 'uq_person_email'"),
    ]) {
      expect(filter.toBody(error)).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN', message: 'admin.emailTaken' });
    }
  });

  it('keeps other unique violations a generic CONFLICT', () => {
    const other = uniqueViolation('ER_DUP_ENTRY', "Duplicate entry '1-2' for key 'uq_agency_membership'");
    expect(filter.toBody(other)).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('answers a foreign key refusal with 409 CONFLICT on both dialects, RESTRICT on SQLite included', () => {
    for (const error of [
      uniqueViolation('SQLITE_CONSTRAINT_TRIGGER', 'FOREIGN KEY constraint failed'),
      uniqueViolation('SQLITE_CONSTRAINT_FOREIGNKEY', 'FOREIGN KEY constraint failed'),
      uniqueViolation('ER_ROW_IS_REFERENCED_2', 'Cannot delete or update a parent row'),
    ]) {
      expect(filter.toBody(error)).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
    }
  });

  it('answers a conflict over a taken email with EMAIL_TAKEN, whoever raised it', () => {
    expect(filter.toBody(new DomainError('CONFLICT', 'admin.emailTaken'))).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(filter.toBody(new DomainError('STALE_VERSION', 'admin.staleVersion'))).toMatchObject({
      statusCode: 409,
      code: 'STALE_VERSION',
    });
  });
});

describe('a request whose client went away', () => {
  const hostFor = (request: object, response: object) =>
    ({ switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }) }) as never;

  it('is no server error when its list statement was cancelled: nothing is answered or logged as an error', () => {
    const filter = new DomainExceptionFilter();
    const logged = jest.spyOn((filter as unknown as { logger: { error: () => void } }).logger, 'error');
    const response = { headersSent: false, status: jest.fn(), setHeader: jest.fn() };
    filter.catch(
      new ListQueryCancelled(),
      hostFor({ method: 'GET', path: '/api/admin/persons', destroyed: true }, response),
    );
    expect(response.status).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('messages with parameters', () => {
  it('translates the key and its label parameters, and leaves other parameters as they are', () => {
    const required = withParams('changeSet.required', { label: 'Agency name' });
    expect(translate(required, 'en')).toBe('Agency name is required.');
    expect(translate(required, 'de')).toBe('Name der Agentur ist erforderlich.');
    const field = withParams('changeSet.notEditable', { field: 'label.City&x=1', fields: 'name, url' });
    expect(translate(field, 'de')).toBe('„label.City&x=1“ kann nicht geändert werden. Änderbare Felder: name, url.');
    expect(translate(notFound('The picture').message, 'de')).toBe('Das Bild wurde nicht gefunden.');
    expect(translate(notFound('Something new').message, 'de')).toBe('Something new wurde nicht gefunden.');
  });

  it('passes text that only looks like a key through', () => {
    expect(translate('unknown.key?label=Agency+name', 'de')).toBe('unknown.key?label=Agency+name');
    expect(translate('Why?', 'de')).toBe('Why?');
  });
});

describe("a person's profile fields refused", () => {
  const refusal = (field: string, value: unknown) => {
    try {
      PERSON_FIELDS.get(field)!.parse(value);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`${field} accepted ${String(value)}`);
  };

  it('says in German what is wrong with skills, distance and minimum salary', () => {
    expect(translate(refusal('skills', 42), 'de')).toBe('Fähigkeiten muss eine Liste von Texten sein.');
    expect(translate(refusal('skills', Array(51).fill('Pflege')), 'de')).toBe(
      'Fähigkeiten: höchstens 50 Einträge mit je 100 Zeichen.',
    );
    expect(translate(refusal('preferences.distance', '2.5'), 'de')).toBe(
      'Entfernung muss eine ganze Zahl von 0 bis 1.000.000 sein.',
    );
    expect(translate(refusal('preferences.minSalary', '-1'), 'en')).toBe(
      'Min salary must be a number from 0 to 1,000,000.',
    );
    expect(translate(refusal('preferences.jobType', {}), 'de')).toBe('Art der Stelle muss eine Liste von Texten sein.');
  });
});
