import { ComingSoon } from '../../common/ComingSoon';

export default function VideosPage() {
  return (
    <ComingSoon
      title="Videos"
      subtitle="Upload game or training footage to receive coach feedback"
      description="Video uploads are not available yet."
    />
  );
}
