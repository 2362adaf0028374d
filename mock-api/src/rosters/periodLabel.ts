/** A roster period as the screens show it: '01 Dec 2026 - 31 Dec 2026' (from YYYY-MM-DD days). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const dayLabel = (date: string): string => {
  const [year, month, day] = date.split('-');
  return `${day} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
};

export const periodLabel = (start: string, end: string): string => `${dayLabel(start)} - ${dayLabel(end)}`;
