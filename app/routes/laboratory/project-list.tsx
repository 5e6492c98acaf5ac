import { useState } from 'react';
import { PROJECTS } from '../../content/en/laboratory';
import { ProjectCard } from './project-card';

/**
 * The research projects, one wide card per row; opening one card's details closes the one that
 * was open.
 */
export function ProjectList() {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <ul className="page-container grid gap-6">
      {PROJECTS.map((project, index) => (
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
