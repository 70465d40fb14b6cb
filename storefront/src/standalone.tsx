import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@shop/shared';
import { PAGES } from './pages';

// Every page this remote exposes, at the path the shell gives it (src/pages.ts).
const routes = Object.values(PAGES).map(({ file, path }) => {
  const Page = lazy(() => import(/* webpackInclude: /-page\.tsx$/ */ `./pages/${file}.tsx`));
  return { path, element: <Suspense fallback={null}><Page /></Suspense> };
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneApp name="Storefront" routes={routes} />
  </StrictMode>,
);
