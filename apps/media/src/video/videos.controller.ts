import { Controller } from '@nestjs/common';
import { type AuthenticatedRpcCall, RpcHandler } from '@portal/server-kit';
import { VideosService } from './videos.service';

@Controller()
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @RpcHandler('media.video.list')
  list(call: AuthenticatedRpcCall<'media.video.list'>) {
    return this.videos.list(call.actor, call.data);
  }

  @RpcHandler('media.video.attention')
  attention(call: AuthenticatedRpcCall<'media.video.attention'>) {
    return this.videos.awaitingFeedback(call.actor, call.data);
  }

  @RpcHandler('media.video.feedback-periods')
  feedbackPeriods(call: AuthenticatedRpcCall<'media.video.feedback-periods'>) {
    return this.videos.feedbackInPeriods(call.actor, call.data.periods);
  }

  @RpcHandler('media.video.get')
  get(call: AuthenticatedRpcCall<'media.video.get'>) {
    return this.videos.get(call.actor, call.data.videoId);
  }

  @RpcHandler('media.video.create')
  create(call: AuthenticatedRpcCall<'media.video.create'>) {
    return this.videos.create(call.actor, call.data.playerId, call.data.video);
  }

  @RpcHandler('media.video.delete')
  delete(call: AuthenticatedRpcCall<'media.video.delete'>) {
    return this.videos.delete(call.actor, call.data.videoId);
  }

  @RpcHandler('media.video.review')
  review(call: AuthenticatedRpcCall<'media.video.review'>) {
    const { videoId, summary, status } = call.data;
    return this.videos.review(call.actor, videoId, { summary, status });
  }

  @RpcHandler('media.video.comment.add')
  addComment(call: AuthenticatedRpcCall<'media.video.comment.add'>) {
    return this.videos.addComment(call.actor, call.data.videoId, call.data.comment);
  }

  @RpcHandler('media.video.comment.reply')
  reply(call: AuthenticatedRpcCall<'media.video.comment.reply'>) {
    return this.videos.reply(call.actor, call.data.videoId, call.data.commentId, call.data.reply.text);
  }

  @RpcHandler('media.video.share')
  share(call: AuthenticatedRpcCall<'media.video.share'>) {
    return this.videos.share(call.actor, call.data.videoId);
  }
}
