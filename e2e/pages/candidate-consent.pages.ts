import { expect, type Page, type Response } from '@playwright/test';
import type { Language } from './portal-auth.pages';

/** The visible labels of the candidate-consent journey (from portal/src/i18n). */
export const CONSENT_LABELS = {
  en: {
    invite: 'Invite a new candidate',
    email: /^Email/,
    firstName: /^First name/,
    lastName: /^Last name/,
    send: 'Send invitation',
    invitations: 'Invitations',
    pending: 'Invited, waiting for an answer',
    invited: (email: string) => `An invitation was sent to ${email}. You can apply with this person once they accept.`,
    candidate: /^Candidate/,
    applicantName: /^Applicant name/,
    hourlyRate: /^Hourly rate/,
    apply: 'Apply',
    myAgencies: 'My agencies',
    accept: (agency: string) => `Accept the invitation of ${agency}`,
    accepted: (agency: string) => `You are now a candidate of ${agency}.`,
    yourAgencies: 'Your agencies',
  },
  de: {
    invite: 'Neue Kandidatin / neuen Kandidaten einladen',
    email: /^E-Mail/,
    firstName: /^Vorname/,
    lastName: /^Nachname/,
    send: 'Einladung senden',
    invitations: 'Einladungen',
    pending: 'Eingeladen, Antwort ausstehend',
    invited: (email: string) =>
      `Eine Einladung wurde an ${email} gesendet. Sobald die Person zustimmt, können Sie sich mit ihr bewerben.`,
    candidate: /^Kandidat/,
    applicantName: /^Name des Bewerbers/,
    hourlyRate: /^Stundensatz/,
    apply: 'Bewerben',
    myAgencies: 'Meine Agenturen',
    accept: (agency: string) => `Einladung von ${agency} annehmen`,
    accepted: (agency: string) => `Sie sind jetzt Kandidat:in von ${agency}.`,
    yourAgencies: 'Ihre Agenturen',
  },
} as const;

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${name}\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});

/** /{lang}/agency/jobs/{id}/apply: the agency's candidates, its invitations, and the apply form. */
export class AgencyApplyPage {
  private readonly text;

  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {
    this.text = CONSENT_LABELS[language];
  }

  async open(jobId: number): Promise<void> {
    await this.page.goto(`/${this.language}/agency/jobs/${jobId}/apply`);
  }

  async invite(email: string, firstName: string, lastName: string): Promise<void> {
    await this.page.getByRole('button', { name: this.text.invite }).click();
    const dialog = this.page.getByRole('dialog', { name: this.text.invite });
    await dialog.getByRole('textbox', { name: this.text.email }).fill(email);
    await dialog.getByRole('textbox', { name: this.text.firstName }).fill(firstName);
    await dialog.getByRole('textbox', { name: this.text.lastName }).fill(lastName);
    await dialog.getByRole('button', { name: this.text.send }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText(this.text.invited(email))).toBeVisible();
  }

  /** The invitations list's entry of an address. */
  invitation(email: string) {
    return this.page
      .getByRole('list', { name: this.text.invitations })
      .getByRole('listitem')
      .filter({ hasText: email });
  }

  /** The candidate options the picker offers (opens and closes it). */
  async candidateOptions(): Promise<string[]> {
    await this.page.getByRole('combobox', { name: this.text.candidate }).click();
    const options = await this.page.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    return options;
  }

  async applyWith(candidate: string, rate: string): Promise<void> {
    await this.page.getByRole('combobox', { name: this.text.candidate }).click();
    await this.page.getByRole('option').filter({ hasText: candidate }).click();
    await expect(this.page.getByRole('textbox', { name: this.text.applicantName })).toHaveValue(candidate);
    await this.page.getByRole('textbox', { name: this.text.hourlyRate }).fill(rate);
    await this.page.locator('input[type="file"][name="cv"]').setInputFiles(pdf('cv.pdf'));
    await this.page.locator('input[type="file"][name="licence"]').setInputFiles(pdf('licence.pdf'));
    await this.page.locator('input[type="file"][name="diploma"]').setInputFiles(pdf('diploma.pdf'));
    await this.page.getByRole('button', { name: this.text.apply, exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`/${this.language}/agency/applied-jobs$`), { timeout: 20_000 });
  }
}

/** /{lang}/shifts/agencies: a candidate's invitations and agencies. */
export class MyAgenciesPage {
  private readonly text;

  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {
    this.text = CONSENT_LABELS[language];
  }

  /** Opens it from the side menu. */
  async openFromMenu(): Promise<void> {
    await this.page.goto(`/${this.language}/shifts`);
    await this.page.getByRole('link', { name: this.text.myAgencies }).first().click();
    await expect(this.page).toHaveURL(new RegExp(`/${this.language}/shifts/agencies$`));
  }

  async accept(agency: string): Promise<void> {
    await this.page.getByRole('button', { name: this.text.accept(agency) }).click();
    await expect(this.page.getByText(this.text.accepted(agency))).toBeVisible();
    await expect(this.page.getByRole('list', { name: this.text.yourAgencies })).toContainText(agency);
  }
}

/** /{lang}/agency/jobs/{id}: a released request as an agency sees it, with the API answer its session received. */
export class AgencyJobDetailPage {
  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {}

  /** Opens the page and returns the body of `GET /api/job/{id}` that the page's own request received. */
  async open(jobId: number): Promise<string> {
    const answer: Promise<Response> = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/job/${jobId}` && response.request().method() === 'GET',
    );
    await this.page.goto(`/${this.language}/agency/jobs/${jobId}`);
    const response = await answer;
    expect(response.status()).toBe(200);
    return response.text();
  }
}
