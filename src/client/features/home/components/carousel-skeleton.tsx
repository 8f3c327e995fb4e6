import { Skeleton } from '#client/startup/light/skeleton.tsx';

/** Four card-sized skeletons: while the jobs load, and while the carousel's own code loads. */
export function CarouselSkeleton() {
  return (
    <div className="home-carousel__loading">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height="15rem" borderRadius="12px" />
      ))}
    </div>
  );
}
