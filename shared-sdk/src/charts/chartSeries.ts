/** One series of a bar chart: its name (the legend), one value per category and its colour. */
export interface ChartSeries {
  name: string;
  values: readonly number[];
  color: string;
}
