import { useState } from 'react';
import { PROJECTS } from '../../content/laboratory';
import { ProjectCard } from './project-card';

/** The research projects; opening one card's details closes the one that was open. */
export function ProjectList() {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <ul className="page-container grid items-start gap-6 lg:grid-cols-2">
      {PROJECTS.map((project, index) => (
        <li key={project.id} className="h-full">
          <ProjectCard
            project={project}
            expanded={expanded === project.id}
            onToggle={() => setExpanded((open) => (open === project.id ? null : project.id))}
            eagerImage={index < 2}
          />
        </li>
      ))}
    </ul>
  );
}
