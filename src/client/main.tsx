import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { FullPageSpinner } from '../ui/spinner';
import { AppRoutes } from './router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// A transition: React renders the first screen in slices, leaving the main thread free between them.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense fallback={<FullPageSpinner />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  ),
);
