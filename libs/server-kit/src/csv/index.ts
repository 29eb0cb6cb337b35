export * from './csv-stream';
