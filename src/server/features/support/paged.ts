import { PAGE_SIZE } from '../../../shared/constants';
import { pageCount } from '../../../shared/pagination';

/** One page of a support list as the API answers it (SPEC §9: pages of 10, the exact total). */
export const paged = <T>(items: T[], total: number, page: number) => ({
  items,
  page,
  total,
  pageCount: pageCount(total, PAGE_SIZE),
});
