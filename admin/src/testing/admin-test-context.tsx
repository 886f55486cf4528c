import type { ReactNode } from 'react';
import {
  AdminContext,
  Notification,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { createI18nProvider } from '../i18n/i18n-provider';

/** Renders back-office components with react-admin's contexts, English texts and a fake data provider. */
export const TestAdmin = ({
  children,
  dataProvider = testDataProvider(),
  language = 'en',
  authProvider,
}: {
  children: ReactNode;
  dataProvider?: Partial<DataProvider>;
  language?: 'en' | 'de';
  /** For screens that read the signed-in administrator (useGetIdentity). */
  authProvider?: AuthProvider;
}) => (
  <AdminContext
    dataProvider={testDataProvider(dataProvider)}
    authProvider={authProvider}
    i18nProvider={createI18nProvider(language)}
    store={memoryStore()}
  >
    {children}
    <Notification />
  </AdminContext>
);
