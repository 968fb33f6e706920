import { Quote, Star } from 'lucide-react';
import { Container } from '../components/container';
import { SectionHeading } from '../components/section-heading';
import { TESTIMONIALS } from '../content/landing-content';

const STARS = ['1', '2', '3', '4', '5'];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

export function TestimonialsSection() {
  return (
    <section id="depoimentos" aria-labelledby="depoimentos-titulo" className="scroll-mt-16 py-16 sm:py-20">
      <Container>
        <SectionHeading id="depoimentos-titulo" eyebrow="Depoimentos" title="Quem assina, recomenda" />
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <p
                    className="flex text-amber-500"
                    role="img"
                    aria-label={`Avaliação: ${testimonial.rating} de 5 estrelas`}
                  >
                    {STARS.slice(0, testimonial.rating).map((star) => (
                      <Star key={star} className="size-5 fill-current" aria-hidden />
                    ))}
                  </p>
                  <Quote className="size-8 text-primary/25" aria-hidden />
                </div>
                <blockquote className="flex-1 text-pretty">“{testimonial.text}”</blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="inline-flex size-11 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
                  >
                    {initials(testimonial.name)}
                  </span>
                  <span>
                    <span className="block font-semibold">{testimonial.name}</span>
                    <span className="text-sm text-muted-foreground">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
