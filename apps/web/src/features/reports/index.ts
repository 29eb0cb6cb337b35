export { ReportsList, type ReportsListProps } from './ReportsList';
