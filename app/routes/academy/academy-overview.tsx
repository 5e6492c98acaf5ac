import { StatusBadge } from '../../components/products/status-badge';
import { buttonClass } from '../../components/ui/button';
import type { PlannedCourse } from '../../content/en/academia';
import { requireProduct } from '../../content/shared';
import { useCopy, useFormat } from '../../i18n/i18n';

/** The Academy's status in the catalogue ('coming': its badge reads 'Coming Soon'). */
const ACADEMY_STATUS = requireProduct('academy').status;

/** The Academy's status and price line, shown under the page heading. */
export function AcademyStatus() {
  const { coursesFrom } = useCopy('academia');
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3">
      {/* The same badge as the product cards', so 'Coming Soon' has one colour everywhere. */}
      <StatusBadge status={ACADEMY_STATUS} />
      <span className="font-display text-xl font-semibold">{coursesFrom}</span>
    </div>
  );
}

/** Enrolment is not open: say so and offer a prefilled email to be told when it is. */
export function AcademyNotice() {
  const { comingSoonNotice } = useCopy('academia');
  return (
    <section
      aria-labelledby="academy-notice-heading"
      className="holo-border flex flex-col gap-6 rounded-card p-6 sm:p-8 md:flex-row md:items-center md:justify-between"
    >
      <div className="max-w-xl">
        <h2 id="academy-notice-heading" className="text-2xl font-semibold">
          {comingSoonNotice.title}
        </h2>
        <p className="mt-2 text-ink-muted">{comingSoonNotice.body}</p>
      </div>
      <a
        href={comingSoonNotice.notifyHref}
        className={buttonClass('primary', 'lg', 'self-start md:self-center')}
      >
        {comingSoonNotice.notifyLabel}
      </a>
    </section>
  );
}

export function AcademyCourses() {
  const { coursesSection, courses } = useCopy('academia');
  return (
    <section aria-labelledby="academy-courses-heading">
      <h2 id="academy-courses-heading" className="text-2xl font-semibold">
        {coursesSection.heading}
      </h2>
      <p className="mt-3 text-ink-muted">{coursesSection.intro}</p>
      <ul className="mt-8 grid gap-5 md:grid-cols-2">
        {courses.map((course) => (
          <li key={course.id} className="flex">
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CourseCard({ course }: { course: PlannedCourse }) {
  const { courseFacts } = useCopy('academia');
  const { plural } = useFormat();
  return (
    <article className="flex w-full flex-col rounded-card border border-line bg-surface p-6 shadow-card">
      <h3 className="text-lg font-semibold">{course.title}</h3>
      <dl className="mt-3 flex gap-6 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-ink-subtle">{courseFacts.levelLabel}:</dt>
          <dd className="text-holo-cyan">{course.level}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-subtle">{courseFacts.lengthLabel}:</dt>
          <dd className="text-ink">{plural(course.weeks, courseFacts.length)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-ink-muted">{course.summary}</p>
    </article>
  );
}
