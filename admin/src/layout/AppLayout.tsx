import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';

/**
 * The layout and its content column may shrink below their content's width (react-admin makes
 * the root `fit-content` wide): on a 390 px phone a wide table then scrolls inside its own
 * container instead of the whole page scrolling sideways.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppBar} menu={AppMenu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
    {children}
  </Layout>
);
