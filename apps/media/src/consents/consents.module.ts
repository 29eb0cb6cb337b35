import { Global, Module } from '@nestjs/common';
import { ConsentsPort } from './consents.port';
import { IdentityConsentsAdapter } from './identity-consents.adapter';

@Global()
@Module({ providers: [{ provide: ConsentsPort, useClass: IdentityConsentsAdapter }], exports: [ConsentsPort] })
export class ConsentsModule {}
