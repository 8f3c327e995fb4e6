import { Carousel, type CarouselResponsiveOption } from 'primereact/carousel';
import type { ContentListItem } from '#shared/schemas/content.ts';
import { RichHtml } from './rich-html.tsx';

/** 3 at a time, 2 under 1440 px, 1 under 867 px (PrimeReact breakpoints are max-widths). */
const RESPONSIVE: CarouselResponsiveOption[] = [
  { breakpoint: '1439px', numVisible: 2, numScroll: 1 },
  { breakpoint: '866px', numVisible: 1, numScroll: 1 },
];

function Testimonial({ item }: { item: ContentListItem }) {
  return (
    <figure className="testimonial">
      <span className="pi pi-comment testimonial__icon" aria-hidden="true" />
      <RichHtml as="blockquote" className="testimonial__quote" html={item.html_body} />
      <RichHtml as="figcaption" className="testimonial__author" html={item.html_header} />
    </figure>
  );
}

export function TestimonialCarousel({ items }: { items: ContentListItem[] }) {
  if (items.length === 0) return null;
  return (
    <Carousel
      className="testimonial-carousel"
      value={items}
      numVisible={3}
      numScroll={1}
      responsiveOptions={RESPONSIVE}
      circular={items.length > 3}
      itemTemplate={(item: ContentListItem) => <Testimonial item={item} />}
    />
  );
}
