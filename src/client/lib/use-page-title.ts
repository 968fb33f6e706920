import { useEffect } from 'react';
import { pageTitle } from '../../shared/page-title';
import { config } from './config';

/** Sets the tab's title in the one pattern ("Dashboard — Hub Premium"). */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = pageTitle(page, config.appName);
  }, [page]);
}
