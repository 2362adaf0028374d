/**
 * @times/shared-sdk/charts: the charts the Times screens share, drawn by apexcharts. Not a
 * federation singleton: each app that draws a chart bundles these few lines, and apexcharts only
 * in the lazily loaded chunk of the chart.
 */
export { ChartDonut } from './ChartDonut';
export { ChartLegend } from './ChartLegend';
export { ChartBar } from './ChartBar';
export { ChartSeriesLegend } from './ChartSeriesLegend';
export { genderChartItems } from './genderChartItems';
export type { GenderCounts } from './genderChartItems';
export type { ChartSeries } from './chartSeries';
