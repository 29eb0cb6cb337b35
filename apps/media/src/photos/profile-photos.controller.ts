import { Controller } from '@nestjs/common';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { ProfilePhotosService } from './profile-photos.service';

@Controller()
export class ProfilePhotosController {
  constructor(private readonly photos: ProfilePhotosService) {}

  @RpcHandler('media.profile-photo.set')
  set(call: AuthenticatedRpcCall<'media.profile-photo.set'>) {
    return this.photos.set(call.actor, call.data.playerId, call.data.uploadKey);
  }

  @RpcHandler('media.profile-photo.remove')
  remove(call: AuthenticatedRpcCall<'media.profile-photo.remove'>) {
    return this.photos.remove(call.actor, call.data.playerId);
  }

  @RpcHandler('media.profile-photo.visible')
  visible(call: AuthenticatedRpcCall<'media.profile-photo.visible'>) {
    return this.photos.visible(call.actor, call.data.playerId);
  }
}
