import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD } from './environment';

/** Signs the demo administrator in through the API and returns the Authorization header. */
export async function adminAuthorization(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`Admin sign-in failed: ${response.status()}`);
  return `Bearer ${(await response.json()).access_token}`;
}

export interface AgencyRecord {
  id: number;
  name: string;
  version: number;
  logo: string | null;
}

export async function createAgency(
  request: APIRequestContext,
  authorization: string,
  name: string,
): Promise<AgencyRecord> {
  // One multipart request with the required logo (the API refuses a JSON create).
  const logo = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const response = await request.post('/api/admin/agencies', {
    headers: { Authorization: authorization },
    multipart: {
      name,
      address: 'Teststraße 1',
      postcode: '10115',
      country: 'DE',
      url: 'https://agentur.example',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    },
  });
  if (!response.ok()) throw new Error(`Creating agency failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

export async function getAgency(
  request: APIRequestContext,
  authorization: string,
  id: number,
): Promise<AgencyRecord & Record<string, unknown>> {
  return (await request.get(`/api/admin/agencies/${id}`, { headers: { Authorization: authorization } })).json();
}
