import { Page, RemoteRoot, type Product } from '@shop/shared';
import type { ReactNode } from 'react';
import type { PageLoader } from '../types';
import { StaffProductGrid } from './staff-product-grid';
import { StaffSummary, type SummaryLinks } from './staff-summary';
import { StaffWelcome, type StaffLink } from './staff-welcome';

export interface StaffHomeProps {
  app: 'seller-console' | 'admin-console';
  welcome: string;
  links: StaffLink[];
  summaryLinks: SummaryLinks;
  loadProducts: PageLoader<Product>;
  gridTitle: string;
  /** A console's own sections, shown between the summary and the product grid. */
  children?: ReactNode;
}

/** A console's home: the greeting with its pages, the summary, the console's own sections and the product grid. */
export function StaffHome({ app, welcome, links, summaryLinks, loadProducts, gridTitle, children }: StaffHomeProps) {
  return (
    <RemoteRoot app={app}>
      <Page>
        <StaffWelcome title={welcome} links={links} />
        <StaffSummary links={summaryLinks} />
        {children}
        <StaffProductGrid loadPage={loadProducts} title={gridTitle} />
      </Page>
    </RemoteRoot>
  );
}
