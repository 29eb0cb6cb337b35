import { Module } from '@nestjs/common';
import { IdentityDirectory } from './identity-directory';

@Module({ providers: [IdentityDirectory], exports: [IdentityDirectory] })
export class DirectoryModule {}
