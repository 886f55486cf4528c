import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';
import { agencyJobFixture, appliedJobFixture } from './agency-fixtures';

const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

const handlers = {
  'GET /job/5': { body: agencyJobFixture({ _id: 5, title: 'Night shift ICU' }) },
  'GET /agency/candidates': {
    body: {
      candidates: [
        { _id: 31, firstName: 'Anna', lastName: 'Muster', email: 'a@example.com', qualificationLevel: null },
      ],
    },
  },
  'GET /job/applied-jobs': { body: { applications: [] } },
};

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('combobox', { name: /Candidate/ }));
  await user.click(await screen.findByRole('option', { name: 'Anna Muster' }));
  fireEvent.change(screen.getByRole('textbox', { name: /Hourly rate/ }), { target: { value: '42,50' } });
  await user.upload(screen.getByLabelText(/^CV/), pdf('cv.pdf'));
  await user.upload(screen.getByLabelText(/^Licence to practise/), pdf('licence.pdf'));
  await user.upload(screen.getByLabelText(/^Specialist diploma/), pdf('diploma.pdf'));
}

describe('applying', () => {
  jest.setTimeout(30000);

  test('an empty form shows the spec’s messages beside each field and uploads nothing', async () => {
    const { api } = signedInAs('AGENCY', handlers);
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Name required')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getAllByText('Please upload all the required files')).toHaveLength(3);
    expect(api.requestsTo('POST /job/apply/5')).toHaveLength(0);
  });

  test('a file that is not a PDF is refused before upload', async () => {
    const { api } = signedInAs('AGENCY', handlers);
    const { user } = renderApp('/en/agency/jobs/5/apply');
    const input = await screen.findByLabelText(/^CV/);

    fireEvent.change(input, { target: { files: [new File(['\x89PNG'], 'scan.pdf', { type: 'application/pdf' })] } });

    expect(await screen.findByText('Only PDF files can be uploaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(api.requestsTo('POST /job/apply/5')).toHaveLength(0);
  });

  test('a complete application is uploaded and lands on Applied Jobs', async () => {
    const { api } = signedInAs('AGENCY', {
      ...handlers,
      'POST /job/apply/5': { status: 201, body: appliedJobFixture() },
    });
    const { user, router } = renderApp('/en/agency/jobs/5/apply');

    await fillForm(user);
    expect(screen.getByRole('textbox', { name: /Applicant name/ })).toHaveValue('Anna Muster');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/agency/applied-jobs'));
    expect(api.requestsTo('POST /job/apply/5')[0].body).toEqual({
      candidateId: '31',
      applicantName: 'Anna Muster',
      hourlyRate: '42.5',
      cv: { name: 'cv.pdf', type: 'application/pdf', size: 13 },
      licence: { name: 'licence.pdf', type: 'application/pdf', size: 13 },
      diploma: { name: 'diploma.pdf', type: 'application/pdf', size: 13 },
    });
  });

  test('a second application of the same candidate is refused with the code’s text', async () => {
    signedInAs('AGENCY', {
      ...handlers,
      'POST /job/apply/5': {
        status: 409,
        body: { statusCode: 409, code: 'ALREADY_APPLIED', message: 'Already applied' },
      },
    });
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('This candidate has already applied for this shift')).toBeInTheDocument();
  });
});
