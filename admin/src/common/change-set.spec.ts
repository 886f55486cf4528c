import { buildChanges, isChanged, listToText, textToList, valueAt } from './change-set';

describe('change set', () => {
  const person = {
    email: 'a@b.test',
    firstName: 'Anna',
    qualification: { level: { type: 'Nurse' } },
    skills: ['ICU', 'ER'],
  };

  it('reads dotted paths', () => {
    expect(valueAt(person, 'qualification.level.type')).toBe('Nurse');
    expect(valueAt(person, 'qualification.additionalInfo.type')).toBeUndefined();
  });

  it('lists only the changed fields, with dotted names', () => {
    expect(
      buildChanges(
        person,
        { email: 'a@b.test', firstName: 'Anne', 'qualification.level.type': 'Doctor', skills: ['ICU', 'ER'] },
        ['email', 'firstName', 'qualification.level.type', 'skills'],
      ),
    ).toEqual([
      { field: 'firstName', value: 'Anne' },
      { field: 'qualification.level.type', value: 'Doctor' },
    ]);
  });

  it('gives nothing when nothing changed', () => {
    expect(buildChanges(person, { firstName: 'Anna' }, ['firstName'])).toEqual([]);
  });

  it('treats null, undefined and empty text alike', () => {
    expect(isChanged(null, '')).toBe(false);
    expect(isChanged(undefined, '')).toBe(false);
    expect(isChanged('x', '')).toBe(true);
  });

  it("edits lists as text separated by ', '", () => {
    expect(listToText(['ICU', 'ER'])).toBe('ICU, ER');
    expect(textToList('ICU,  ER , ')).toEqual(['ICU', 'ER']);
  });
});
