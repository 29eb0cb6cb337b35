import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentsPort } from './consents.port';
import { IdentityConsentsAdapter } from './identity-consents.adapter';
import { MediaConsentEntity } from './media-consent.entity';
import { MediaConsentProjection } from './media-consent.projection';
import { MediaConsentRepository } from './media-consent.repository';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MediaConsentEntity])],
  providers: [
    { provide: ConsentsPort, useClass: IdentityConsentsAdapter },
    MediaConsentRepository,
    MediaConsentProjection,
  ],
  exports: [ConsentsPort, MediaConsentRepository],
})
export class ConsentsModule {}
