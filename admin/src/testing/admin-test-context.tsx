import type { ReactNode } from 'react';
import { AdminContext, Notification, memoryStore, testDataProvider, type DataProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18n-provider';

/** Renders back-office components with react-admin's contexts, English texts and a fake data provider. */
export const TestAdmin = ({
  children,
  dataProvider = testDataProvider(),
  language = 'en',
}: {
  children: ReactNode;
  dataProvider?: Partial<DataProvider>;
  language?: 'en' | 'de';
}) => (
  <AdminContext
    dataProvider={testDataProvider(dataProvider)}
    i18nProvider={createI18nProvider(language)}
    store={memoryStore()}
  >
    {children}
    <Notification />
  </AdminContext>
);
