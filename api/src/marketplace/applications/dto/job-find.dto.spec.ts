import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { JobFindDto, jobFindAcceptedAsIs } from './job-find.dto';

/** What the class-validator decorators say of a body, with the global pipe's options. */
async function decoratorsAccept(body: object): Promise<boolean> {
  const errors = await validate(plainToInstance(JobFindDto, body), { whitelist: true, forbidNonWhitelisted: true });
  return errors.length === 0;
}

describe('JobFindDto: the hand-written check of the market search body', () => {
  const accepted: object[] = [
    {},
    { page: 1 },
    { page: 1_000_000, pageSize: 100 },
    { field: 'Kardiologie', position: 'Facharzt', kind: 'NURSE', place: ' Köln ', contractType: 'Honorar' },
    { from: 0, to: 8.64e15 },
    { field: 'x'.repeat(64), place: 'y'.repeat(100) },
  ];
  const refused: object[] = [
    { page: 0 },
    { page: 1.5 },
    { page: '2' },
    { pageSize: 101 },
    { kind: 'nurse' },
    { field: 'x'.repeat(65) },
    { place: 'y'.repeat(101) },
    { from: -1 },
    { to: 8.64e15 + 1 },
    { other: 1 },
    { field: null },
    { field: 5 },
  ];

  it.each(accepted)('takes %j as it is, which the decorators accept too', async (body) => {
    expect(jobFindAcceptedAsIs(body)).toBe(true);
    expect(await decoratorsAccept(body)).toBe(true);
  });

  it.each(refused)('leaves %j to the decorators', (body) => {
    expect(jobFindAcceptedAsIs(body)).toBe(false);
  });

  it('leaves anything but a plain object to the decorators', () => {
    expect(jobFindAcceptedAsIs(null)).toBe(false);
    expect(jobFindAcceptedAsIs([])).toBe(false);
    expect(jobFindAcceptedAsIs('{}')).toBe(false);
    expect(jobFindAcceptedAsIs(Object.create(null))).toBe(false);
  });

  it('accepts only bodies the decorators accept, for characters outside the basic plane too', async () => {
    const emoji = '⚕️'.repeat(32);
    expect(jobFindAcceptedAsIs({ field: emoji })).toBe(true);
    expect(await decoratorsAccept({ field: emoji })).toBe(true);
    expect(jobFindAcceptedAsIs({ field: '𝔄'.repeat(40) })).toBe(false);
  });
});
