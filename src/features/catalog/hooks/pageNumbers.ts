/**
 * The page links pagination shows: the first, the last, and the pages around the current one,
 * with gaps (null) where pages are left out: 1 … 4 5 6 … 12.
 */
export function pageNumbers(current: number, total: number, around = 1): Array<number | null> {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page++)
    if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(null);
    result.push(page);
  });
  return result;
}
