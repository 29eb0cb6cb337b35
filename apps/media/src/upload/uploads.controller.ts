import { Controller } from '@nestjs/common';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { UploadsService } from './uploads.service';

@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @RpcHandler('media.upload.create')
  create(call: AuthenticatedRpcCall<'media.upload.create'>) {
    return this.uploads.createUploadUrl(call.actor, call.data.playerId);
  }

  @RpcHandler('media.upload.complete')
  complete(call: AuthenticatedRpcCall<'media.upload.complete'>) {
    return this.uploads.complete(call.actor, call.data.playerId, call.data.videoURL);
  }
}
