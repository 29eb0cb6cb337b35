export * from './mail-config';
export * from './mail-queue';
export * from './nodemailer-mailer';
