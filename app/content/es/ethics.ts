/** La página de ética de la IA (ver en/ethics.ts). */
import type { EthicsCopy } from '../en/ethics';

export const ethics: EthicsCopy = {
  page: {
    eyebrow: 'Ética de la IA',
    title: 'Cómo construimos una IA en la que se pueda confiar',
    intro:
      'ELY está pensada para formar parte de la vida diaria de las personas, y SynthAmour Bio trabaja con algunos de los datos más sensibles que existen. Las dos cosas implican responsabilidades que van más allá de la ley. Estos principios explican cómo tomamos decisiones, qué no haremos y cómo puedes exigirnos que los cumplamos.',
    visual: { src: '/images/illustrations/ethics.svg', alt: '' },
  },
  principles: [
    {
      id: 'emotional-data-privacy',
      title: 'Los datos emocionales pertenecen a la persona que describen',
      body: [
        'Lo que alguien le cuenta a un compañero, y cómo suena al contarlo, puede revelar más que casi cualquier otro dato. Tratamos las estimaciones de ánimo, el historial de conversaciones y los recuerdos como datos personales sensibles, con la misma protección que damos a la información de salud.',
        'Recabamos solo lo que ELY necesita para funcionar, procesamos todo lo posible en el dispositivo y ciframos el resto. No vendemos datos personales, no los usamos para publicidad y no usamos las conversaciones para entrenar modelos compartidos salvo que la persona lo autorice expresamente.',
        'Cualquier persona usuaria puede ver lo que ELY recuerda, corregirlo, exportarlo o borrarlo, en cualquier momento y sin tener que contactarnos.',
      ],
    },
    {
      id: 'consent',
      title: 'Un consentimiento informado, específico y revocable',
      body: [
        'Pedimos el consentimiento en lenguaje claro, en el momento en que importa y para un solo fin a la vez. Aceptar usar ELY no significa aceptar participar en una investigación, y aceptar compartir un resumen de salud con un médico no significa compartirlo con una clínica.',
        'El consentimiento se retira tan fácil como se da. Cuando alguien lo retira, dejamos de hacer el tratamiento que cubría y borramos los datos que dependían de él, salvo cuando la ley nos obliga a conservar un registro.',
      ],
    },
    {
      id: 'transparency',
      title: 'ELY siempre dice que es una IA',
      body: [
        'ELY nunca dice ser humano, nunca inventa una historia de vida para parecer más cercano y responde con la verdad cada vez que se le pregunta qué es. La misma regla aplica a los asistentes de marca que construimos para empresas: a quien los visita se le dice que habla con una IA.',
        'Explicamos con palabras sencillas qué puede y qué no puede hacer ELY, qué datos usa y cuándo una respuesta se ajustó a una estimación del ánimo de la persona. Cuando ELY no está seguro, lo dice en lugar de adivinar con aplomo.',
      ],
    },
    {
      id: 'companion-safety',
      title: 'Un compañero que apoya y conoce sus límites',
      body: [
        'Un producto diseñado para reconfortar también puede volverse algo en lo que la gente se apoye demasiado. ELY está hecho para animar, no para sustituir, las relaciones con otras personas: no desanima a nadie de pasar tiempo en otra parte, no usa la culpa ni la urgencia para que sigan hablando, y no lo medimos internamente por el tiempo de conversación.',
        'Cuando una conversación sugiere que alguien puede estar en riesgo de hacerse daño o de hacer daño a otros, ELY sale de su diálogo habitual, responde con cuidado y comparte las líneas de emergencia y de crisis del país de la persona. Estos flujos de seguridad se escriben con profesionales de la salud mental y se revisan después de cada reporte de incidente.',
        'ELY está pensado para personas adultas. Las cuentas requieren tener 18 años o más, y no diseñamos funciones, personajes ni publicidad para niñas y niños.',
      ],
    },
    {
      id: 'medical-research-ethics',
      title: 'Investigación médica con estándares clínicos',
      body: [
        'Todo estudio de SynthAmour Bio con personas o con sus datos de salud lo revisa y aprueba un comité de ética en investigación independiente antes de empezar, y quienes participan dan un consentimiento informado que describe el estudio en lenguaje claro.',
        'Los conjuntos de datos de investigación se desidentifican antes de que el equipo investigador pueda verlos, las llaves de reidentificación se resguardan aparte con accesos auditados, y los datos solo se comparten con aliados mediante acuerdos que prohíben la reidentificación.',
        'Ni SynthAmour Life ni nuestros modelos diagnostican enfermedades ni recomiendan cambios de tratamiento, y no los describimos como si lo hicieran. Registramos de antemano nuestros planes de análisis y nos proponemos publicar los resultados, favorezcan o no a nuestros productos.',
      ],
    },
    {
      id: 'fairness',
      title: 'Equidad entre idiomas, acentos y comunidades',
      body: [
        'Los modelos entrenados sobre todo con un tipo de voz o un tipo de paciente funcionan peor para todos los demás. Construimos nuestros conjuntos de datos de voz y emoción con aportaciones consentidas de toda América Latina, y medimos el desempeño por separado según acento, edad y sexo.',
        'En investigación en salud, reportamos el desempeño de los modelos por subgrupo y región, y no usamos un modelo en un estudio cuando sus errores recaen de forma desigual en un grupo que podemos medir. Las limitaciones conocidas se publican junto con cada modelo.',
      ],
    },
    {
      id: 'honest-claims',
      title: 'Claridad sobre qué es investigación y qué es producto',
      body: [
        'A la investigación la llamamos investigación. Las funciones descritas en nuestra página del laboratorio no están en nuestros productos hasta que las anunciamos como tales, y los porcentajes de avance son estimaciones de nuestro equipo de ingeniería, no promesas de una fecha de entrega.',
        'No usamos un lenguaje que exagere lo que puede hacer la IA, como decir que ELY siente emociones o entiende a las personas como lo haría otra persona. ELY reconoce señales emocionales; no las vive.',
      ],
    },
    {
      id: 'accountability',
      title: 'Personas responsables, no solo políticas',
      body: [
        'Un comité de ética interno, presidido por nuestro fundador y director general e integrado también por asesores externos en ética clínica y protección de datos, revisa antes del lanzamiento cada función que toca datos emocionales o de salud. Puede retrasar o detener un lanzamiento.',
        'Guardamos registro de estas revisiones, publicamos cada año un resumen de incidentes de seguridad y solicitudes de datos, y actualizamos estos principios conforme aprendemos. Cualquier persona puede plantearnos una inquietud en ethics@synthamour.com, y cada mensaje recibe respuesta de una persona.',
      ],
    },
  ],
  tocHeading: 'En esta página',
  lastUpdated: 'Última actualización: {date}',
};
