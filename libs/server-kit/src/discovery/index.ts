export * from './discover-methods';
