import request from 'supertest';
import { Enquiry } from '../src/site/enquiries/enquiry.entity';
import { TEST_DIALECTS, captureMails, createTestApp, type CapturedMail, type TestApp } from './test-app';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DIALECTS)('staffing enquiries on %s', (dialect) => {
  let testApp: TestApp;
  let mails: CapturedMail[];
  let address = 0;

  beforeAll(async () => {
    testApp = await createTestApp(dialect, { trustProxy: true });
    mails = captureMails(testApp);
  });
  afterAll(() => testApp.close());

  const enquiry = (overrides: Record<string, unknown> = {}) => ({
    date: { startDate: inDays(3), endDate: inDays(9), key: 'selection' },
    dateString: '',
    hospitalName: 'St. Elisabeth Klinikum Köln',
    name: 'Thomas Wagner',
    email: `t.wagner.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@klinikum.de`,
    phone: '+49 221 4780 1200',
    specialistValue: 'facharzt',
    fieldValue: 'kardiologie',
    isAgreed: true,
    ...overrides,
  });
  const send = (body: object, language = 'en') => {
    address += 1;
    return request(testApp.http)
      .post('/api/metainformation/submit/send-email')
      .set('Accept-Language', language)
      .set('X-Forwarded-For', `192.0.2.${address}`)
      .send(body);
  };

  it('stores the enquiry, mails the team and confirms to the sender in their language', async () => {
    const body = enquiry({ language: 'de' });
    const response = await send(body, 'de').expect(201);
    expect(response.body.message).toMatch(/^Vielen Dank!/);
    const stored = await testApp.dataSource.getRepository(Enquiry).findOneByOrFail({ id: response.body.id });
    expect(stored).toMatchObject({
      hospitalName: 'St. Elisabeth Klinikum Köln',
      email: body.email,
      specialistCode: 'facharzt',
      fieldCode: 'kardiologie',
      language: 'de',
    });
    expect(stored.dateString).toMatch(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
    const operator = mails.find((mail) => mail.to === testApp.config.mail.enquiryTo && mail.text.includes(body.email));
    expect(operator?.subject).toBe(`Neue Personalanfrage: St. Elisabeth Klinikum Köln (${stored.dateString})`);
    expect(operator?.text).toContain('Fachkraft: Facharzt/Fachärztin');
    const confirmation = mails.find((mail) => mail.to === body.email);
    expect(confirmation?.subject).toBe('Ihre Personalanfrage bei MedStaff');
    expect(confirmation?.text).toContain('Fachbereich: Innere Medizin und Kardiologie');
  });

  it('confirms in English and accepts an enquiry without specialist', async () => {
    const body = enquiry({ specialistValue: '', fieldValue: '', dateString: '01/12/2026 – 07/12/2026' });
    await send(body).expect(201);
    expect(mails.find((mail) => mail.to === body.email)?.subject).toBe('Your staffing enquiry with MedStaff');
  });

  it('answers each missing field with its own message', async () => {
    const response = await send({ isAgreed: false, email: '', hospitalName: '', name: '', phone: '' }).expect(400);
    expect(response.body.message).toEqual(
      expect.arrayContaining([
        'Please choose the dates you need staff for.',
        'Please enter the name of your hospital or clinic.',
        'Please enter your name.',
        'Please enter your email address.',
        'Please enter your phone number.',
        'Please agree to the processing of your details.',
      ]),
    );
    const german = await send({ ...enquiry(), email: 'keine-mail' }, 'de').expect(400);
    expect(german.body.message).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
  });

  it('refuses impossible dates and unknown or mismatched specialists', async () => {
    expect(
      (await send(enquiry({ date: { startDate: inDays(5), endDate: inDays(2) } })).expect(400)).body.message,
    ).toEqual(['The end date must not be before the start date.']);
    expect(
      (await send(enquiry({ date: { startDate: inDays(-9), endDate: inDays(-2) } })).expect(400)).body.message,
    ).toEqual(['The dates must not lie in the past.']);
    await send(enquiry({ date: { startDate: '2026-13-45', endDate: '2026-13-46' } })).expect(400);
    await send(enquiry({ specialistValue: 'astronaut' })).expect(400);
    await send(enquiry({ specialistValue: 'hebamme', fieldValue: 'kardiologie' })).expect(400);
    await send(enquiry({ website: 'spam' })).expect(400);
  });

  it('throttles a sender after five enquiries within an hour', async () => {
    const email = `spam.${Date.now()}@example.de`;
    for (let index = 0; index < 5; index += 1) await send(enquiry({ email })).expect(201);
    const refused = await send(enquiry({ email })).expect(429);
    expect(refused.body.message).toMatch(/several enquiries/);
  });
});
