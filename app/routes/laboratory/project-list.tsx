import { useState } from 'react';
import { useCopy } from '../../i18n/i18n';
import { ProjectCard } from './project-card';

/**
 * The research projects, one wide card per row; opening one card's details closes the one that
 * was open.
 */
export function ProjectList() {
  const { projects } = useCopy('laboratory');
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <ul className="page-container grid gap-6">
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard
            project={project}
            expanded={expanded === project.id}
            onToggle={() => setExpanded((open) => (open === project.id ? null : project.id))}
            eagerImage={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
