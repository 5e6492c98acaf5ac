"""
Photoreal renders of the ELY Holographic Octahedron, built from primitives in Blender 3.4.

Run by dev/media/render-products.ts (see dev/media/README.md), or by hand:

  blender -b --factory-startup -t 1 --python dev/media/blender/product-scene.py -- \
      --shot hero --out /tmp/hero.png --width 1280 --height 960 --samples 256

Shots: hero (three-quarter), front, detail (close-up of the figure), desk (lifestyle scene on a
walnut desk at dusk), portrait (an abstract sculpted bust for the founder block), og (wide frame
with the device on the right, for the Open Graph image).

Everything is made here: meshes from primitives, procedural materials, a procedural world and
area lights. Nothing is downloaded and no image file is read. Output is a 16-bit PNG in Filmic
colour; the driver encodes the web formats.

Debian's Blender is built without OpenImageDenoise, so Cycles has no denoiser here. Noise is kept
down instead by design (no caustics, indirect clamping, glossy blur, glass that casts no shadow,
emitters that are not sampled as lights) and by adaptive sampling with a tight noise threshold;
the driver renders a little larger than the largest export and downsamples, which halves what
noise is left.
"""

import argparse
import math
import sys
import time

import bpy
from mathutils import Euler, Vector


# ---------------------------------------------------------------------------------------------
# Palette (sRGB hex → linear RGBA)

def srgb_to_linear(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def hex_color(h, alpha=1.0):
    h = h.lstrip('#')
    return tuple(srgb_to_linear(int(h[i:i + 2], 16) / 255) for i in (0, 2, 4)) + (alpha,)


CYAN = hex_color('#5cf2ff')
VIOLET = hex_color('#a78bfa')
MAGENTA = hex_color('#f472b6')
ICE = hex_color('#eaf6ff')
VOID = hex_color('#05060b')


# ---------------------------------------------------------------------------------------------
# Scene helpers

def reset_scene():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    scene.render.engine = 'CYCLES'
    return scene


def link(obj):
    bpy.context.scene.collection.objects.link(obj)
    return obj


def new_material(name):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    return mat, mat.node_tree.nodes, mat.node_tree.links


def principled(name, **inputs):
    mat, nodes, _ = new_material(name)
    bsdf = nodes['Principled BSDF']
    for key, value in inputs.items():
        bsdf.inputs[key.replace('_', ' ').title().replace('Ior', 'IOR')].default_value = value
    return mat


def set_input(bsdf, name, value):
    bsdf.inputs[name].default_value = value


def color_ramp(nodes, stops, interpolation='LINEAR'):
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.interpolation = interpolation
    elements = ramp.color_ramp.elements
    while len(elements) > len(stops):
        elements.remove(elements[-1])
    while len(elements) < len(stops):
        elements.new(0.5)
    for element, (pos, color) in zip(elements, stops):
        element.position = pos
        element.color = color
    return ramp


def mesh_object(name, verts, faces, material=None, smooth=False):
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    mesh.update()
    if smooth:
        for poly in mesh.polygons:
            poly.use_smooth = True
    obj = link(bpy.data.objects.new(name, mesh))
    if material:
        obj.data.materials.append(material)
    return obj


def add_primitive(kind, material=None, smooth=False, scale=None, **kwargs):
    getattr(bpy.ops.mesh, f'primitive_{kind}_add')(**kwargs)
    obj = bpy.context.active_object
    if scale is not None:
        obj.scale = scale
    if material:
        obj.data.materials.append(material)
    if smooth:
        for poly in obj.data.polygons:
            poly.use_smooth = True
    return obj


def bevel(obj, width, segments=3, angle=30):
    mod = obj.modifiers.new('bevel', 'BEVEL')
    mod.width = width
    mod.segments = segments
    mod.limit_method = 'ANGLE'
    mod.angle_limit = math.radians(angle)
    mod.harden_normals = False
    return mod


def subdivide(obj, levels=2):
    mod = obj.modifiers.new('subsurf', 'SUBSURF')
    mod.levels = levels
    mod.render_levels = levels
    return mod


def area_light(name, location, target, size, size_y=None, energy=100.0, color=(1, 1, 1),
               shape='RECTANGLE', spread=180):
    data = bpy.data.lights.new(name, 'AREA')
    data.shape = shape
    data.size = size
    if size_y is not None:
        data.size_y = size_y
    data.energy = energy
    data.color = color
    data.spread = math.radians(spread)
    obj = link(bpy.data.objects.new(name, data))
    obj.location = location
    # A softbox out of shot: seen in reflections, never as a panel in the frame.
    obj.visible_camera = False
    look_at(obj, target)
    return obj


def point_light(name, location, energy, color, radius=0.1):
    data = bpy.data.lights.new(name, 'POINT')
    data.energy = energy
    data.color = color
    data.shadow_soft_size = radius
    obj = link(bpy.data.objects.new(name, data))
    obj.location = location
    # A glow, not a bulb: it lights what is near but shows in no reflection or refraction.
    obj.visible_glossy = False
    obj.visible_transmission = False
    return obj


def spot_light(name, location, target, energy, color, angle=40, blend=0.6, radius=0.1):
    data = bpy.data.lights.new(name, 'SPOT')
    data.energy = energy
    data.color = color
    data.spot_size = math.radians(angle)
    data.spot_blend = blend
    data.shadow_soft_size = radius
    obj = link(bpy.data.objects.new(name, data))
    obj.location = location
    look_at(obj, target)
    return obj


def look_at(obj, target):
    direction = Vector(target) - obj.location
    obj.rotation_euler = direction.to_track_quat('-Z', 'Y').to_euler()


def camera(location, target, lens=85, fstop=None, focus=None, shift_x=0.0, shift_y=0.0):
    data = bpy.data.cameras.new('camera')
    data.lens = lens
    data.sensor_width = 36
    data.shift_x = shift_x
    data.shift_y = shift_y
    data.clip_start = 0.05
    data.clip_end = 200
    obj = link(bpy.data.objects.new('camera', data))
    obj.location = location
    look_at(obj, target)
    if fstop:
        data.dof.use_dof = True
        data.dof.aperture_fstop = fstop
        data.dof.aperture_blades = 7
        data.dof.aperture_rotation = math.radians(10)
        data.dof.focus_distance = focus if focus else (Vector(target) - obj.location).length
    bpy.context.scene.camera = obj
    return obj


def world(top, bottom, strength=1.0):
    """A procedural gradient sky: `top` overhead fading to `bottom` at and below the horizon."""
    w = bpy.data.worlds.new('world')
    w.use_nodes = True
    nodes, links = w.node_tree.nodes, w.node_tree.links
    background = nodes['Background']
    coord = nodes.new('ShaderNodeTexCoord')
    sep = nodes.new('ShaderNodeSeparateXYZ')
    ramp = color_ramp(nodes, [(0.0, bottom), (1.0, top)])
    links.new(coord.outputs['Generated'], sep.inputs[0])
    # Generated Z of the world runs -1..1 over the sphere; map 0..1 above the horizon.
    links.new(sep.outputs['Z'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], background.inputs['Color'])
    background.inputs['Strength'].default_value = strength
    bpy.context.scene.world = w
    return w


# ---------------------------------------------------------------------------------------------
# Materials

def glass_material():
    """Clear crystal with a faint cyan-violet sheen at grazing angles, like a holographic coating."""
    mat, nodes, links = new_material('crystal')
    bsdf = nodes['Principled BSDF']
    set_input(bsdf, 'Base Color', (1.0, 1.0, 1.0, 1))
    set_input(bsdf, 'Transmission', 1.0)
    set_input(bsdf, 'Roughness', 0.0)
    set_input(bsdf, 'IOR', 1.48)
    set_input(bsdf, 'Specular', 0.5)
    weight = nodes.new('ShaderNodeLayerWeight')
    weight.inputs['Blend'].default_value = 0.35
    sheen = color_ramp(nodes, [(0.0, (0, 0, 0, 1)), (0.8, (0, 0, 0, 1)), (0.93, CYAN),
                                (1.0, VIOLET)])
    # Only where the camera looks straight at the outer surface: emission on every bounce inside
    # the glass would add up into a coloured fog.
    path = nodes.new('ShaderNodeLightPath')
    gate = nodes.new('ShaderNodeMath')
    gate.operation = 'MULTIPLY'
    links.new(weight.outputs['Facing'], gate.inputs[0])
    links.new(path.outputs['Is Camera Ray'], gate.inputs[1])
    links.new(gate.outputs[0], sheen.inputs['Fac'])
    links.new(sheen.outputs['Color'], bsdf.inputs['Emission'])
    set_input(bsdf, 'Emission Strength', 0.12)
    return mat


def anodised_material(color=(0.028, 0.03, 0.038, 1), roughness=0.3):
    mat, nodes, links = new_material('anodised')
    bsdf = nodes['Principled BSDF']
    set_input(bsdf, 'Base Color', color)
    set_input(bsdf, 'Metallic', 1.0)
    set_input(bsdf, 'Roughness', roughness)
    # A fine brushed grain breaks up the highlight the way real machined metal does.
    noise = nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = 900.0
    noise.inputs['Detail'].default_value = 2.0
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Scale'].default_value = (1.0, 1.0, 0.02)
    coord = nodes.new('ShaderNodeTexCoord')
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.04
    links.new(coord.outputs['Object'], mapping.inputs['Vector'])
    links.new(mapping.outputs['Vector'], noise.inputs['Vector'])
    links.new(noise.outputs['Fac'], bump.inputs['Height'])
    links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    return mat


def black_glass_material():
    mat, nodes, _ = new_material('black-glass')
    bsdf = nodes['Principled BSDF']
    set_input(bsdf, 'Base Color', (0.004, 0.0045, 0.006, 1))
    set_input(bsdf, 'Roughness', 0.06)
    set_input(bsdf, 'Specular', 0.6)
    set_input(bsdf, 'Clearcoat', 0.6)
    return mat


def emission_material(name, color, strength):
    mat, nodes, links = new_material(name)
    out = nodes['Material Output']
    nodes.remove(nodes['Principled BSDF'])
    emission = nodes.new('ShaderNodeEmission')
    emission.inputs['Color'].default_value = color
    emission.inputs['Strength'].default_value = strength
    links.new(emission.outputs[0], out.inputs['Surface'])
    mat.cycles.sample_as_light = False
    return mat


def ring_material(strength=7.0):
    """The base's light ring: the holo gradient running once around the circle."""
    mat, nodes, links = new_material('light-ring')
    out = nodes['Material Output']
    nodes.remove(nodes['Principled BSDF'])
    coord = nodes.new('ShaderNodeTexCoord')
    gradient = nodes.new('ShaderNodeTexGradient')
    gradient.gradient_type = 'RADIAL'
    ramp = color_ramp(nodes, [(0.0, CYAN), (0.33, VIOLET), (0.6, MAGENTA), (0.8, VIOLET),
                              (1.0, CYAN)])
    emission = nodes.new('ShaderNodeEmission')
    emission.inputs['Strength'].default_value = strength
    links.new(coord.outputs['Object'], gradient.inputs['Vector'])
    links.new(gradient.outputs['Fac'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], emission.inputs['Color'])
    links.new(emission.outputs[0], out.inputs['Surface'])
    mat.cycles.sample_as_light = False
    return mat


def figure_material(strength=5.0):
    """ELY's strands: cyan at the hem, violet through the body, ice white at the head; the hem
    fades out as if the figure were still forming out of the projector's beam."""
    mat, nodes, links = new_material('ely-figure')
    out = nodes['Material Output']
    nodes.remove(nodes['Principled BSDF'])
    coord = nodes.new('ShaderNodeTexCoord')
    sep = nodes.new('ShaderNodeSeparateXYZ')
    hue = color_ramp(nodes, [(0.0, CYAN), (0.45, VIOLET), (0.7, (0.75, 0.62, 1.0, 1)),
                             (0.86, ICE), (1.0, ICE)])
    fade = color_ramp(nodes, [(0.0, (0, 0, 0, 1)), (0.22, (0.55, 0.55, 0.55, 1)),
                              (0.85, (0.8, 0.8, 0.8, 1)), (1.0, (1, 1, 1, 1))])
    emission = nodes.new('ShaderNodeEmission')
    strength_mul = nodes.new('ShaderNodeMath')
    strength_mul.operation = 'MULTIPLY'
    strength_mul.inputs[1].default_value = strength
    links.new(coord.outputs['Generated'], sep.inputs[0])
    links.new(sep.outputs['Z'], hue.inputs['Fac'])
    links.new(sep.outputs['Z'], fade.inputs['Fac'])
    links.new(hue.outputs['Color'], emission.inputs['Color'])
    links.new(fade.outputs['Color'], strength_mul.inputs[0])
    links.new(strength_mul.outputs[0], emission.inputs['Strength'])
    links.new(emission.outputs[0], out.inputs['Surface'])
    mat.cycles.sample_as_light = False
    return mat


def beam_material():
    """The projector's faint beam: emission that fades upward and toward the cone's silhouette."""
    mat, nodes, links = new_material('beam')
    out = nodes['Material Output']
    nodes.remove(nodes['Principled BSDF'])
    coord = nodes.new('ShaderNodeTexCoord')
    sep = nodes.new('ShaderNodeSeparateXYZ')
    up = color_ramp(nodes, [(0.0, (1, 1, 1, 1)), (1.0, (0, 0, 0, 1))])
    facing = nodes.new('ShaderNodeLayerWeight')
    facing.inputs['Blend'].default_value = 0.5
    edge = color_ramp(nodes, [(0.0, (1, 1, 1, 1)), (0.6, (0, 0, 0, 1))])
    mul = nodes.new('ShaderNodeMath')
    mul.operation = 'MULTIPLY'
    mix = nodes.new('ShaderNodeMixShader')
    transparent = nodes.new('ShaderNodeBsdfTransparent')
    emission = nodes.new('ShaderNodeEmission')
    emission.inputs['Color'].default_value = (0.55, 0.75, 1.0, 1)
    emission.inputs['Strength'].default_value = 0.45
    links.new(coord.outputs['Generated'], sep.inputs[0])
    links.new(sep.outputs['Z'], up.inputs['Fac'])
    links.new(facing.outputs['Facing'], edge.inputs['Fac'])
    links.new(up.outputs['Color'], mul.inputs[0])
    links.new(edge.outputs['Color'], mul.inputs[1])
    links.new(mul.outputs[0], mix.inputs['Fac'])
    links.new(transparent.outputs[0], mix.inputs[1])
    links.new(emission.outputs[0], mix.inputs[2])
    links.new(mix.outputs[0], out.inputs['Surface'])
    mat.cycles.sample_as_light = False
    mat.blend_method = 'BLEND'
    return mat


def studio_floor_material():
    """A near-black satin sweep that reflects the device softly and falls off to the page colour."""
    mat, nodes, _ = new_material('studio-floor')
    bsdf = nodes['Principled BSDF']
    set_input(bsdf, 'Base Color', (0.014, 0.015, 0.02, 1))
    set_input(bsdf, 'Roughness', 0.2)
    set_input(bsdf, 'Specular', 0.15)
    return mat


# ---------------------------------------------------------------------------------------------
# The device

OCTA_R = 0.62     # half-width, vertex to axis
OCTA_H = 0.855    # half-height (taller than wide, like the brand's octahedron)
BASE_TOP = 0.17
OCTA_BOTTOM = BASE_TOP + 0.03
OCTA_CENTRE = OCTA_BOTTOM + OCTA_H


def build_base():
    metal = anodised_material()
    puck = add_primitive('cylinder', metal, vertices=128, radius=0.8, depth=0.15,
                         location=(0, 0, 0.075))
    bevel(puck, 0.025, segments=5)
    # A smaller foot recessed underneath makes the puck look like it hovers a few millimetres.
    foot = add_primitive('cylinder', anodised_material((0.01, 0.01, 0.013, 1), 0.5), vertices=96,
                         radius=0.66, depth=0.02, location=(0, 0, -0.005))
    bevel(foot, 0.006)
    plate = add_primitive('cylinder', black_glass_material(), vertices=128, radius=0.7,
                          depth=0.02, location=(0, 0, 0.16))
    bevel(plate, 0.006)
    ring = add_primitive('torus', ring_material(), major_radius=0.738, minor_radius=0.0075,
                         major_segments=192, minor_segments=12, location=(0, 0, 0.152))
    for poly in ring.data.polygons:
        poly.use_smooth = True
    ring.visible_shadow = False
    # The projector's lens under the crystal's tip, and a collar that cradles the tip.
    lens = add_primitive('cylinder', emission_material('lens', (0.7, 0.9, 1.0, 1), 2.0),
                         vertices=64, radius=0.055, depth=0.004, location=(0, 0, BASE_TOP + 0.001))
    lens.visible_shadow = False
    collar = add_primitive('torus', metal, major_radius=0.075, minor_radius=0.012,
                           major_segments=96, minor_segments=16, location=(0, 0, BASE_TOP + 0.01))
    for poly in collar.data.polygons:
        poly.use_smooth = True
    return [puck, foot, plate, ring, lens, collar]


def build_crystal(rotation_z):
    r, h, c = OCTA_R, OCTA_H, OCTA_CENTRE
    verts = [(r, 0, c), (0, r, c), (-r, 0, c), (0, -r, c), (0, 0, c + h), (0, 0, c - h)]
    faces = [(0, 1, 4), (1, 2, 4), (2, 3, 4), (3, 0, 4), (1, 0, 5), (2, 1, 5), (3, 2, 5), (0, 3, 5)]
    crystal = mesh_object('crystal', verts, faces, glass_material())
    # A hollow shell of 12 mm glass, so the figure inside is seen whole, not split by the facets.
    shell = crystal.modifiers.new('shell', 'SOLIDIFY')
    shell.thickness = 0.012
    shell.offset = -1.0
    shell.use_even_offset = True
    bevel(crystal, 0.005, segments=3, angle=20)
    crystal.rotation_euler = (0, 0, rotation_z)
    # Glass blocks shadow rays in Cycles; real glass lets most light through, so it casts none.
    crystal.visible_shadow = False
    return crystal


def body_radius(t):
    """The figure's silhouette: half-width against height (0 = hem, 1 = crown), about seven and
    a half heads tall, in a long dress that flares at the hem. Smoothstep between the points."""
    profile = [(0.0, 0.132), (0.14, 0.104), (0.34, 0.084), (0.52, 0.083), (0.615, 0.066),
               (0.72, 0.084), (0.79, 0.104), (0.822, 0.108), (0.842, 0.07), (0.862, 0.021),
               (0.888, 0.019), (0.905, 0.03), (0.93, 0.041), (0.958, 0.043), (0.985, 0.03),
               (1.0, 0.0)]
    for (t0, r0), (t1, r1) in zip(profile, profile[1:]):
        if t <= t1:
            u = (t - t0) / (t1 - t0)
            u = u * u * (3 - 2 * u)
            return r0 + (r1 - r0) * u
    return 0.0


def body_depth(t):
    """Front-to-back over side-to-side: a body is flatter than it is wide, a head is not."""
    u = min(1.0, max(0.0, (t - 0.84) / 0.06))
    return 0.58 + (0.95 - 0.58) * u * u * (3 - 2 * u)


def figure_skin_material(strength=3.0):
    """The hologram's body: additive light that is faint face-on and bright at the silhouette."""
    mat, nodes, links = new_material('ely-skin')
    out = nodes['Material Output']
    nodes.remove(nodes['Principled BSDF'])
    coord = nodes.new('ShaderNodeTexCoord')
    sep = nodes.new('ShaderNodeSeparateXYZ')
    hue = color_ramp(nodes, [(0.0, CYAN), (0.5, VIOLET), (0.8, (0.66, 0.5, 1.0, 1)),
                             (0.93, ICE), (1.0, ICE)])
    fade = color_ramp(nodes, [(0.0, (0, 0, 0, 1)), (0.3, (1, 1, 1, 1))])
    weight = nodes.new('ShaderNodeLayerWeight')
    weight.inputs['Blend'].default_value = 0.25
    rim = color_ramp(nodes, [(0.0, (0.06, 0.06, 0.06, 1)), (0.6, (0.16, 0.16, 0.16, 1)),
                             (1.0, (1, 1, 1, 1))], interpolation='EASE')
    mul = nodes.new('ShaderNodeMath')
    mul.operation = 'MULTIPLY'
    scale = nodes.new('ShaderNodeMath')
    scale.operation = 'MULTIPLY'
    scale.inputs[1].default_value = strength
    emission = nodes.new('ShaderNodeEmission')
    transparent = nodes.new('ShaderNodeBsdfTransparent')
    add = nodes.new('ShaderNodeAddShader')
    links.new(coord.outputs['Generated'], sep.inputs[0])
    links.new(sep.outputs['Z'], hue.inputs['Fac'])
    links.new(sep.outputs['Z'], fade.inputs['Fac'])
    links.new(weight.outputs['Facing'], rim.inputs['Fac'])
    links.new(rim.outputs['Color'], mul.inputs[0])
    links.new(fade.outputs['Color'], mul.inputs[1])
    links.new(mul.outputs[0], scale.inputs[0])
    links.new(hue.outputs['Color'], emission.inputs['Color'])
    links.new(scale.outputs[0], emission.inputs['Strength'])
    links.new(transparent.outputs[0], add.inputs[0])
    links.new(emission.outputs[0], add.inputs[1])
    links.new(add.outputs[0], out.inputs['Surface'])
    mat.cycles.sample_as_light = False
    mat.blend_method = 'BLEND'
    return mat


def build_figure(height=0.92, strands=28, twist=0.1, scale=1.0):
    """ELY as a figure of light: a translucent body that glows at its silhouette, drawn over by
    fine meridian strands and a few scan lines, with a warm core at the heart. Origin at the hem."""
    h = height * scale
    rings, segments = 120, 64
    verts, faces = [], []
    for j in range(rings + 1):
        t = j / rings
        r, d = body_radius(t) * scale, body_depth(t)
        for k in range(segments):
            a = 2 * math.pi * k / segments
            verts.append((r * math.cos(a), r * math.sin(a) * d, t * h))
    for j in range(rings):
        for k in range(segments):
            a, b = j * segments + k, j * segments + (k + 1) % segments
            faces.append((a, b, b + segments, a + segments))
    body = mesh_object('ely', verts, faces, figure_skin_material(1.0), smooth=True)
    body.visible_shadow = False
    body.visible_diffuse = False

    curve = bpy.data.curves.new('ely-lines', 'CURVE')
    curve.dimensions = '3D'
    curve.bevel_depth = 0.0011 * scale
    curve.bevel_resolution = 1
    steps = 120
    for i in range(strands):
        phase = 2 * math.pi * i / strands
        spline = curve.splines.new('POLY')
        spline.points.add(steps)
        for k in range(steps + 1):
            t = k / steps
            r = body_radius(t) * scale * 1.004
            angle = phase + twist * (t - 0.5) * math.pi
            spline.points[k].co = (r * math.cos(angle), r * math.sin(angle) * body_depth(t),
                                   t * h, 1)
    for t in (0.16, 0.33, 0.5, 0.66):
        spline = curve.splines.new('POLY')
        spline.material_index = 1
        n = 96
        spline.points.add(n)
        r = body_radius(t) * scale * 1.006
        for k in range(n + 1):
            a = 2 * math.pi * k / n
            spline.points[k].co = (r * math.cos(a), r * math.sin(a) * body_depth(t), t * h, 1)
    lines = link(bpy.data.objects.new('ely-lines', curve))
    lines.data.materials.append(figure_material(strength=1.5))
    lines.data.materials.append(figure_material(strength=0.9))
    lines.visible_shadow = False
    lines.visible_diffuse = False
    lines.parent = body
    # The heart: a small warm core at chest height.
    heart = add_primitive('uv_sphere', emission_material('heart', (1.0, 0.55, 0.85, 1), 16.0),
                          smooth=True, radius=0.009 * scale, segments=24, ring_count=12,
                          location=(0, 0, 0.745 * h))
    heart.parent = body
    heart.visible_shadow = False
    return body


def build_beam(top):
    beam = add_primitive('cone', beam_material(), vertices=64, radius1=0.04, radius2=0.16,
                         depth=top - BASE_TOP, location=(0, 0, (top + BASE_TOP) / 2))
    beam.visible_shadow = False
    beam.visible_diffuse = False
    beam.visible_glossy = False
    return beam


def build_device(rotation_z=math.radians(18), with_beam=True):
    parts = build_base()
    crystal = build_crystal(rotation_z)
    figure = build_figure()
    figure_bottom = OCTA_CENTRE - 0.46
    figure.location = (0, 0, figure_bottom)
    figure.rotation_euler = (0, 0, rotation_z - math.radians(35))
    if with_beam:
        build_beam(figure_bottom + 0.12)
    # What the hologram gives off: a soft violet-cyan glow on the plate and whatever is near.
    point_light('glow', (0, 0, OCTA_CENTRE - 0.05), 6.0, (0.55, 0.5, 1.0), radius=0.25)
    return parts, crystal, figure


# ---------------------------------------------------------------------------------------------
# Studio (hero, front, detail, og)

def build_studio():
    # A sweep: floor that curves up into a back wall, far enough behind to fall into darkness.
    verts, faces = [], []
    width, depth, radius, wall = 40.0, 14.0, 4.0, 14.0
    profile = [(-depth, 0.0)]
    for k in range(1, 17):
        a = (math.pi / 2) * k / 16
        profile.append((depth / 2 + radius * math.sin(a) - 0.0, radius - radius * math.cos(a)))
    profile.append((depth / 2 + radius, wall))
    profile[0] = (-depth, 0.0)
    for y, z in profile:
        verts.append((-width / 2, y, z))
        verts.append((width / 2, y, z))
    for k in range(len(profile) - 1):
        a, b = 2 * k, 2 * k + 2
        faces.append((a, a + 1, b + 1, b))
    floor = mesh_object('sweep', verts, faces, studio_floor_material(), smooth=True)
    world(top=(0.0016, 0.0018, 0.0032, 1), bottom=(0.0007, 0.0008, 0.0013, 1), strength=1.0)
    return floor


def studio_lights(key=1.0, rims=1.0):
    # Two tall strip boxes behind, left and right: they draw the crystal's edges in light.
    # Their lower ends stay well above the floor, or each would pour a hot spot onto it.
    # They draw the glass by refraction only: seen in the glossy plate and floor they were hot spots.
    for name, location, energy, tint in (('rim-left', (-3.0, 3.6, 2.9), 170, (0.8, 0.94, 1.0)),
                                         ('rim-right', (3.2, 3.2, 2.8), 150, (0.86, 0.8, 1.0))):
        area_light(name, location, (0, 0, 1.1), 0.12, 2.6, energy * rims, tint,
                   spread=50).visible_glossy = False
    # A soft key from the front left and above, for the metal's form.
    # Its reflection in the crystal would be a flat white slab, so the glass does not see it.
    area_light('key', (-3.5, -4.0, 4.5), (0, 0, 0.6), 4.0, 1.0, 300 * key, (1.0, 0.97, 0.94),
               spread=70).visible_glossy = False
    # An overhead strip that lays a clean line across the top plate and the crystal's upper faces.
    # Behind the device, so its line on the plate and the floor hides behind the crystal.
    area_light('top', (0.4, 1.6, 5.5), (0, 0, 1.0), 3.5, 0.4, 110 * key, (0.95, 0.97, 1.0))
    # A faint violet wash on the sweep behind, so the device separates from the dark.
    # The crystal reads by what it refracts, so a dark-but-not-black field behind it.
    spot_light('halo', (0.0, -3.0, 6.0), (0.0, 11.0, 2.8), 5200.0, (0.5, 0.42, 1.0), angle=30,
               blend=1.0, radius=0.8)


# ---------------------------------------------------------------------------------------------
# Lifestyle: the device on a walnut desk at dusk

def walnut_material():
    mat, nodes, links = new_material('walnut')
    bsdf = nodes['Principled BSDF']
    coord = nodes.new('ShaderNodeTexCoord')
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Scale'].default_value = (0.35, 6.0, 1.0)
    noise = nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = 2.0
    noise.inputs['Detail'].default_value = 6.0
    noise.inputs['Distortion'].default_value = 1.5
    wave = nodes.new('ShaderNodeTexWave')
    wave.wave_type = 'BANDS'
    wave.bands_direction = 'Y'
    wave.inputs['Scale'].default_value = 1.4
    wave.inputs['Distortion'].default_value = 6.0
    wave.inputs['Detail'].default_value = 3.0
    wave.inputs['Detail Roughness'].default_value = 0.6
    fine = nodes.new('ShaderNodeTexNoise')
    fine.inputs['Scale'].default_value = 180.0
    fine.inputs['Detail'].default_value = 4.0
    grain_map = nodes.new('ShaderNodeMapping')
    grain_map.inputs['Scale'].default_value = (0.15, 8.0, 1.0)
    ramp = color_ramp(nodes, [(0.0, (0.028, 0.012, 0.006, 1)), (0.45, (0.07, 0.033, 0.016, 1)),
                              (0.75, (0.11, 0.055, 0.027, 1)), (1.0, (0.05, 0.024, 0.012, 1))])
    mix = nodes.new('ShaderNodeMath')
    mix.operation = 'ADD'
    mul = nodes.new('ShaderNodeMath')
    mul.operation = 'MULTIPLY'
    mul.inputs[1].default_value = 0.25
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.05
    links.new(coord.outputs['Object'], mapping.inputs['Vector'])
    links.new(mapping.outputs['Vector'], wave.inputs['Vector'])
    links.new(coord.outputs['Object'], grain_map.inputs['Vector'])
    links.new(grain_map.outputs['Vector'], fine.inputs['Vector'])
    links.new(fine.outputs['Fac'], mul.inputs[0])
    links.new(wave.outputs['Fac'], mix.inputs[0])
    links.new(mul.outputs[0], mix.inputs[1])
    links.new(mix.outputs[0], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], bsdf.inputs['Base Color'])
    links.new(fine.outputs['Fac'], bump.inputs['Height'])
    links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    # Oiled, not lacquered: a satin sheen. A glossy coat mirrored the window light into a
    # speckle that no sample count here could settle.
    set_input(bsdf, 'Roughness', 0.5)
    set_input(bsdf, 'Specular', 0.35)
    return mat


def plaster_material(color):
    mat, nodes, links = new_material('plaster')
    bsdf = nodes['Principled BSDF']
    set_input(bsdf, 'Base Color', color)
    set_input(bsdf, 'Roughness', 0.85)
    noise = nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = 40.0
    noise.inputs['Detail'].default_value = 8.0
    bump = nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = 0.06
    links.new(noise.outputs['Fac'], bump.inputs['Height'])
    links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    return mat


def book(base, angle, size, cover):
    """A closed hardback: two boards and a spine around a block of pages set back from the
    boards' edges, so it reads as a book and not as a box."""
    pages = principled('pages', base_color=(0.33, 0.3, 0.26, 1), roughness=0.9)
    w, d, t = size
    board = 0.03
    parts = [
        add_primitive('cube', cover, size=1, location=(0, 0, board / 2), scale=(w, d, board)),
        add_primitive('cube', cover, size=1, location=(0, 0, t - board / 2),
                      scale=(w, d, board)),
        add_primitive('cube', cover, size=1, location=(-w / 2 + board / 2, 0, t / 2),
                      scale=(board, d, t)),
        add_primitive('cube', pages, size=1, location=(0.0, 0, t / 2),
                      scale=(w - 0.06, d - 0.06, t - 2 * board)),
    ]
    holder = link(bpy.data.objects.new('book', None))
    for part in parts:
        bevel(part, 0.008, segments=2)
        part.parent = holder
    holder.location = base
    holder.rotation_euler = (0, 0, math.radians(angle))
    return holder


def build_desk_props():
    # Desk top and the wall behind it.
    add_primitive('cube', walnut_material(), size=1, location=(0, 0.8, -0.15),
                  scale=(16, 8, 0.3))
    add_primitive('plane', plaster_material((0.035, 0.032, 0.034, 1)), size=1,
                  location=(0, 4.6, 5), rotation=(math.radians(90), 0, 0), scale=(30, 14, 1))
    # A desk lamp, left and behind: a weighted foot, an angled stem, a conical shade.
    brass = principled('lamp-metal', base_color=(0.02, 0.02, 0.022, 1), metallic=1.0,
                       roughness=0.35)
    lamp_x, lamp_y = -3.1, 2.3
    add_primitive('cylinder', brass, vertices=64, radius=0.55, depth=0.12,
                  location=(lamp_x, lamp_y, 0.06))
    stem = add_primitive('cylinder', brass, vertices=24, radius=0.045, depth=4.2,
                         location=(lamp_x + 0.35, lamp_y, 2.1), rotation=(0, math.radians(10), 0))
    top = Vector((lamp_x + 0.35 + 2.1 * math.sin(math.radians(10)), lamp_y, 4.15))
    arm = add_primitive('cylinder', brass, vertices=24, radius=0.04, depth=1.6,
                        location=top + Vector((0.7, 0, 0.05)), rotation=(0, math.radians(80), 0))
    shade_pos = top + Vector((1.45, 0, -0.2))
    shade = add_primitive('cone', brass, vertices=64, radius1=0.75, radius2=0.18, depth=0.8,
                          location=shade_pos, rotation=(0, math.radians(-15), 0))
    shade.modifiers.new('solid', 'SOLIDIFY').thickness = 0.02
    bulb = add_primitive('uv_sphere', emission_material('bulb', (1.0, 0.62, 0.3, 1), 30.0),
                         smooth=True, radius=0.16, location=shade_pos + Vector((0.04, 0, -0.15)))
    bulb.visible_shadow = False
    spot_light('lamp', shade_pos + Vector((0.05, 0, -0.3)), (lamp_x + 2.2, 0.6, 0), 1400.0,
               (1.0, 0.6, 0.3), angle=95, blend=0.8, radius=0.3)
    # Two books, stacked, between lamp and device.
    cloth = principled('book-navy', base_color=(0.012, 0.016, 0.035, 1), roughness=0.7)
    linen = principled('book-linen', base_color=(0.1, 0.085, 0.07, 1), roughness=0.8)
    book((-2.0, -0.4, 0.0), 14, (1.9, 1.35, 0.28), cloth)
    book((-1.95, -0.42, 0.28), 4, (1.6, 1.15, 0.18), linen)
    # A plant, right and behind: a matte ceramic pot and long leaves from flattened spheres.
    ceramic = principled('ceramic', base_color=(0.16, 0.15, 0.14, 1), roughness=0.55)
    pot_x, pot_y = 3.0, 2.6
    pot = add_primitive('cylinder', ceramic, vertices=64, radius=0.7, depth=1.3,
                        location=(pot_x, pot_y, 0.65))
    bevel(pot, 0.05)
    soil = principled('soil', base_color=(0.01, 0.008, 0.006, 1), roughness=1.0)
    add_primitive('cylinder', soil, vertices=48, radius=0.64, depth=0.02,
                  location=(pot_x, pot_y, 1.27))
    leaf_mat = principled('leaf', base_color=(0.02, 0.05, 0.025, 1), roughness=0.45,
                          subsurface=0.0)
    for k in range(11):
        a = 2 * math.pi * k / 11 + 0.3
        tilt = math.radians(12 + 14 * (k % 3))
        length = 1.6 + 0.35 * ((k * 7) % 4)
        leaf = add_primitive('uv_sphere', leaf_mat, smooth=True, radius=1, segments=24,
                             ring_count=12, scale=(0.22, 0.035, length))
        leaf.rotation_euler = Euler((tilt * math.sin(a) * 2.2, tilt * math.cos(a) * 2.2, a), 'XYZ')
        leaf.location = (pot_x + 0.25 * math.cos(a), pot_y + 0.25 * math.sin(a), 1.2 + length * 0.8)
    # Evening: a deep blue window light from the right, a faint warm bounce from the front.
    area_light('window', (7.5, -2.0, 5.0), (0, 1.0, 1.0), 5.0, 6.0, 900.0, (0.45, 0.58, 1.0))
    area_light('fill', (-1.0, -8.0, 3.0), (0, 0, 1.0), 6.0, 3.0, 90.0, (1.0, 0.8, 0.65))
    area_light('rim', (2.2, 4.2, 3.2), (0, 0, 1.0), 0.4, 3.0, 160.0, (0.8, 0.9, 1.0))
    world(top=(0.004, 0.005, 0.009, 1), bottom=(0.002, 0.002, 0.003, 1), strength=1.0)


# ---------------------------------------------------------------------------------------------
# Portrait: an abstract sculpted bust for the founder block

def revolve(name, profile, depth=1.0, segments=96, material=None):
    """A smooth surface of revolution from (radius, z) pairs, flattened front to back by depth."""
    verts, faces = [], []
    for r, z in profile:
        for k in range(segments):
            a = 2 * math.pi * k / segments
            verts.append((r * math.cos(a), r * math.sin(a) * depth, z))
    for j in range(len(profile) - 1):
        for k in range(segments):
            a, b = j * segments + k, j * segments + (k + 1) % segments
            faces.append((a, b, b + segments, a + segments))
    return mesh_object(name, verts, faces, material, smooth=True)


def through(points, t):
    """A smooth curve through (t, value) points, flat beyond the ends: a monotone cubic (PCHIP),
    so it never overshoots a point and has no flat step at one (a smoothstep per span would
    leave a ridge at every point, and the sculpture would look terraced)."""
    if t <= points[0][0]:
        return points[0][1]
    if t >= points[-1][0]:
        return points[-1][1]
    ts = [p[0] for p in points]
    vs = [p[1] for p in points]
    n = len(points)
    d = [(vs[i + 1] - vs[i]) / (ts[i + 1] - ts[i]) for i in range(n - 1)]
    m = [d[0]] + [0.0] * (n - 2) + [d[-1]]
    for i in range(1, n - 1):
        if d[i - 1] * d[i] > 0:
            w1 = 2 * (ts[i + 1] - ts[i]) + (ts[i] - ts[i - 1])
            w2 = (ts[i + 1] - ts[i]) + 2 * (ts[i] - ts[i - 1])
            m[i] = (w1 + w2) / (w1 / d[i - 1] + w2 / d[i])
    i = max(k for k in range(n - 1) if ts[k] <= t)
    h = ts[i + 1] - ts[i]
    u = (t - ts[i]) / h
    h00, h10 = 2 * u ** 3 - 3 * u ** 2 + 1, u ** 3 - 2 * u ** 2 + u
    h01, h11 = -2 * u ** 3 + 3 * u ** 2, u ** 3 - u ** 2
    return h00 * vs[i] + h10 * h * m[i] + h01 * vs[i + 1] + h11 * h * m[i + 1]


def bump_2d(x, z, x0, z0, sx, sz):
    return math.exp(-((x - x0) / sx) ** 2 - ((z - z0) / sz) ** 2)


# The head in head units: chin at z 0, crown at z 1, facing -Y. Each horizontal slice is an egg:
# half-width w, its front at y_front and its back at y_back (the jaw's underside makes the low
# slices small and forward). Features are pushed out of (or into) the front half along -Y.
HEAD_W = [(0.0, 0.03), (0.03, 0.1), (0.12, 0.17), (0.25, 0.24), (0.4, 0.3), (0.55, 0.335),
          (0.7, 0.355), (0.82, 0.33), (0.92, 0.26), (0.98, 0.13), (1.0, 0.0)]
HEAD_FRONT = [(0.0, -0.25), (0.05, -0.28), (0.2, -0.3), (0.4, -0.325), (0.56, -0.35),
              (0.7, -0.34), (0.82, -0.29), (0.92, -0.2), (0.98, -0.1), (1.0, 0.0)]
HEAD_BACK = [(0.0, -0.2), (0.06, -0.05), (0.14, 0.12), (0.3, 0.3), (0.48, 0.45), (0.64, 0.5),
             (0.78, 0.47), (0.9, 0.37), (0.97, 0.2), (1.0, 0.0)]
# Nose: how far it stands out at the midline, and how wide it is, against height.
NOSE_OUT = [(0.255, 0.0), (0.272, 0.06), (0.295, 0.115), (0.33, 0.105), (0.4, 0.07),
            (0.48, 0.04), (0.54, 0.014), (0.58, 0.0)]
NOSE_SIGMA = [(0.26, 0.06), (0.3, 0.055), (0.4, 0.04), (0.55, 0.05)]
LIPS_OUT = [(0.08, 0.0), (0.13, 0.008), (0.16, 0.024), (0.185, 0.01), (0.2, 0.024),
            (0.225, 0.026), (0.25, 0.008), (0.27, 0.0)]
CHIN_OUT = [(0.0, 0.0), (0.03, 0.03), (0.07, 0.028), (0.11, 0.0)]


def head_point(theta, z):
    """The head's surface at angle theta around the slice (0 = the face's midline) and height z."""
    w, yf, yb = through(HEAD_W, z), through(HEAD_FRONT, z), through(HEAD_BACK, z)
    yc = 0.5 * (yf + yb) * 0.35 + 0.04
    s, c = math.sin(theta), math.cos(theta)
    x = w * s
    if c >= 0:
        # The face is flatter across than an ellipse: a superellipse over the front half.
        y = yc + (yf - yc) * c ** 0.7
        u = x
        out = through(NOSE_OUT, z) * math.exp(-(u / through(NOSE_SIGMA, z)) ** 2)
        out += through(LIPS_OUT, z) * math.exp(-(u / 0.1) ** 4)
        out += through(CHIN_OUT, z) * math.exp(-(u / 0.11) ** 2)
        out += 0.016 * bump_2d(abs(u), z, 0.0, 0.575, 0.24, 0.035)      # brow
        out += 0.018 * bump_2d(abs(u), z, 0.22, 0.43, 0.07, 0.06)       # cheekbones
        out -= 0.028 * bump_2d(abs(u), z, 0.135, 0.505, 0.065, 0.035)   # eye sockets
        out += 0.012 * bump_2d(abs(u), z, 0.135, 0.495, 0.05, 0.02)     # closed lids
        out -= 0.012 * bump_2d(abs(u), z, 0.0, 0.19, 0.12, 0.008)       # the mouth's line
        y -= out * c ** 2
    else:
        y = yc + (yb - yc) * (-c)
    return (x, y, z)


def sculpted_head(material, rings=180, segments=128):
    """An idealised head built slice by slice, with brow, closed eyes, nose, lips and chin."""
    verts, faces = [], []
    for j in range(rings + 1):
        z = j / rings
        for k in range(segments):
            verts.append(head_point(2 * math.pi * k / segments, z))
    for j in range(rings):
        for k in range(segments):
            a, b = j * segments + k, j * segments + (k + 1) % segments
            faces.append((a, b, b + segments, a + segments))
    return mesh_object('head', verts, faces, material, smooth=True)


def hairline(theta):
    """Where the hair starts, against the angle around the head: high on the forehead, down over
    the ears, low at the nape."""
    c = math.cos(theta)
    return 0.78 - 0.24 * (1 - c) if c >= 0 else 0.54 + 0.26 * c


def hair_cap(material, rings=120, segments=128, lift=0.03):
    """Hair drawn back from the face: the skull's surface above the hairline, lifted off it."""
    verts, index, faces = [], {}, []
    for j in range(rings + 1):
        for k in range(segments):
            theta = 2 * math.pi * k / segments
            z0 = hairline(theta)
            z = z0 + (1.0 - z0) * j / rings
            x, y, zz = head_point(theta, z)
            # Lift along the slice's outward direction and over the crown; the edge starts just
            # under the skin and rises within a few rings, so the hairline meets the face softly.
            n = Vector((x, y - 0.08, 0.0))
            n = n.normalized() if n.length > 1e-6 else Vector((0, 0, 0))
            rise = min(1.0, j / (rings * 0.12))
            h = -0.004 + (lift + 0.004) * rise * rise * (3 - 2 * rise)
            # More volume at the crown and the back, as hair drawn back has.
            # (The crown gets the same lift from every side, and no sideways push, so the cap
            # closes at its pole without a seam.)
            h *= 1.0 + 0.8 * max(0.0, -math.cos(theta)) * (1 - z ** 3) + 0.6 * z
            side = math.sqrt(max(0.0, 1 - z ** 6))
            index[(j, k)] = len(verts)
            verts.append((x + n.x * h * side, y + n.y * h * side, zz + h * (z ** 4)))
    for j in range(rings):
        for k in range(segments):
            k1 = (k + 1) % segments
            faces.append((index[(j, k)], index[(j, k1)], index[(j + 1, k1)], index[(j + 1, k)]))
    return mesh_object('hair', verts, faces, material, smooth=True)


def stone_material(name, color, roughness, strands=False):
    """Polished dark stone; with strands, the combed grooves of sculpted hair."""
    mat, nodes, links = new_material(name)
    bsdf = nodes['Principled BSDF']
    set_input(bsdf, 'Base Color', color)
    set_input(bsdf, 'Roughness', roughness)
    set_input(bsdf, 'Specular', 0.5)
    set_input(bsdf, 'Clearcoat', 0.35)
    set_input(bsdf, 'Clearcoat Roughness', 0.2)
    coord = nodes.new('ShaderNodeTexCoord')
    bump = nodes.new('ShaderNodeBump')
    if strands:
        # Grooves along lines of constant angle around the head's front-to-back axis: strands
        # combed straight back from the face. The radial gradient measures the angle once the
        # mapping has turned Z into Y; a sine of it, many times round, cuts the grooves.
        mapping = nodes.new('ShaderNodeMapping')
        mapping.inputs['Location'].default_value = (0.0, 0.45, 0.0)
        mapping.inputs['Rotation'].default_value = (math.radians(90), 0.0, 0.0)
        radial = nodes.new('ShaderNodeTexGradient')
        radial.gradient_type = 'RADIAL'
        warp = nodes.new('ShaderNodeTexNoise')
        warp.inputs['Scale'].default_value = 6.0
        warp.inputs['Detail'].default_value = 2.0
        add = nodes.new('ShaderNodeMath')
        add.operation = 'MULTIPLY_ADD'
        add.inputs[1].default_value = 0.004
        sine = nodes.new('ShaderNodeMath')
        sine.operation = 'SINE'
        turns = nodes.new('ShaderNodeMath')
        turns.operation = 'MULTIPLY'
        turns.inputs[1].default_value = 2 * math.pi * 130
        links.new(coord.outputs['Object'], mapping.inputs['Vector'])
        links.new(mapping.outputs['Vector'], radial.inputs['Vector'])
        links.new(coord.outputs['Object'], warp.inputs['Vector'])
        links.new(warp.outputs['Fac'], add.inputs[0])
        links.new(radial.outputs['Fac'], add.inputs[2])
        links.new(add.outputs[0], turns.inputs[0])
        links.new(turns.outputs[0], sine.inputs[0])
        links.new(sine.outputs[0], bump.inputs['Height'])
        bump.inputs['Strength'].default_value = 0.08
        bump.inputs['Distance'].default_value = 0.02
    else:
        noise = nodes.new('ShaderNodeTexNoise')
        noise.inputs['Scale'].default_value = 80.0
        noise.inputs['Detail'].default_value = 6.0
        links.new(coord.outputs['Object'], noise.inputs['Vector'])
        links.new(noise.outputs['Fac'], bump.inputs['Height'])
        bump.inputs['Strength'].default_value = 0.012
    links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    return mat


HEAD_TURN = -75


def build_portrait():
    """A sculpted bust in dark stone: an idealised head with closed eyes, turned three-quarters,
    hair drawn back into a low knot; neck and shoulders cut off as a classical bust."""
    skin = stone_material('stone', (0.075, 0.072, 0.08, 1), 0.32)
    hair = stone_material('stone-hair', (0.04, 0.038, 0.045, 1), 0.4, strands=True)
    root = link(bpy.data.objects.new('bust', None))
    head_scale = 0.8
    head = sculpted_head(skin)
    knot = add_primitive('uv_sphere', hair, smooth=True, segments=64, ring_count=32, radius=1.0,
                         location=(0, 0.5, 0.3))
    knot.scale = (0.16, 0.13, 0.13)
    cap = hair_cap(hair)
    head_group = link(bpy.data.objects.new('head-group', None))
    for piece in (head, cap, knot):
        piece.parent = head_group
    head_group.scale = (head_scale,) * 3
    head_group.location = (0, -0.04, 0.9)
    head_group.rotation_euler = (math.radians(4), 0, math.radians(HEAD_TURN))
    neck = revolve('neck', [(0.0, 0.5), (0.34, 0.5), (0.24, 0.64), (0.185, 0.8), (0.175, 1.1),
                            (0.0, 1.1)], depth=1.05, material=skin)
    neck.location = (0, 0.05, 0)
    neck.rotation_euler = (math.radians(-10), 0, 0)
    subdivide(neck, 2)
    shoulders = revolve('shoulders', [(0.0, 0.0), (0.7, 0.0), (0.8, 0.2), (0.8, 0.38),
                                      (0.66, 0.48), (0.42, 0.57), (0.25, 0.65), (0.18, 0.72),
                                      (0.0, 0.72)], depth=0.46, material=skin)
    subdivide(shoulders, 2)
    for piece in (head_group, neck, shoulders):
        piece.parent = root
    root.rotation_euler = (0, 0, math.radians(8))
    # Backdrop with a soft violet glow behind the head.
    add_primitive('plane', plaster_material((0.02, 0.02, 0.028, 1)), size=1,
                  location=(0, 4.0, 1.5), rotation=(math.radians(90), 0, 0), scale=(20, 12, 1))
    spot_light('halo', (0.0, -1.0, 3.2), (0.45, 4.0, 1.9), 500.0, (0.55, 0.42, 1.0), angle=26,
               blend=1.0, radius=0.6)
    area_light('rim-cyan', (-2.4, 2.4, 1.6), (0, 0, 1.3), 0.3, 2.4, 320.0, (0.55, 0.92, 1.0))
    area_light('rim-violet', (2.6, 2.0, 2.3), (0, 0, 1.3), 0.3, 3.0, 200.0, (0.7, 0.55, 1.0))
    area_light('key', (-2.6, -2.2, 2.6), (0, 0, 1.3), 1.2, 1.2, 110.0, (1.0, 0.95, 0.9))
    area_light('fill', (2.5, -3.0, 1.2), (0, 0, 1.3), 3.0, 3.0, 8.0, (0.7, 0.75, 1.0))
    world(top=(0.0016, 0.0018, 0.0032, 1), bottom=(0.0007, 0.0008, 0.0013, 1), strength=1.0)


# ---------------------------------------------------------------------------------------------
# Shots

def shot_hero():
    build_studio()
    studio_lights()
    build_device(rotation_z=math.radians(18))
    camera((5.6, -7.6, 2.55), (0, 0, 0.98), lens=85)


def shot_front():
    build_studio()
    studio_lights()
    build_device(rotation_z=math.radians(45))
    camera((0, -9.6, 1.55), (0, 0, 1.0), lens=85)


def shot_detail():
    build_studio()
    studio_lights(key=0.7)
    build_device(rotation_z=math.radians(30))
    target = (0, 0, OCTA_CENTRE + 0.05)
    camera((2.2, -3.3, 1.75), target, lens=100, fstop=2.8)


def shot_og():
    build_studio()
    studio_lights()
    build_device(rotation_z=math.radians(18))
    # Shift the lens so the device sits in the right third and copy can go on the left.
    camera((5.6, -7.6, 2.45), (0, 0, 0.98), lens=70, shift_x=-0.2)


def shot_desk():
    build_desk_props()
    build_device(rotation_z=math.radians(22), with_beam=True)
    camera((2.2, -8.0, 2.3), (0.15, 0, 0.95), lens=62, fstop=0.35)


def shot_portrait():
    build_portrait()
    camera((1.3, -5.8, 1.5), (0, 0, 1.14), lens=110)


SHOTS = {
    'hero': shot_hero,
    'front': shot_front,
    'detail': shot_detail,
    'og': shot_og,
    'desk': shot_desk,
    'portrait': shot_portrait,
}


def configure_render(scene, args):
    scene.render.resolution_x = args.width
    scene.render.resolution_y = args.height
    scene.render.resolution_percentage = 100
    scene.render.film_transparent = False
    scene.render.threads_mode = 'FIXED'
    scene.render.threads = args.threads
    scene.render.image_settings.file_format = 'PNG'
    scene.render.image_settings.color_mode = 'RGB'
    scene.render.image_settings.color_depth = '16'
    scene.render.image_settings.compression = 15
    c = scene.cycles
    c.device = 'CPU'
    c.samples = args.samples
    c.use_adaptive_sampling = True
    c.adaptive_threshold = args.noise
    c.adaptive_min_samples = max(16, args.samples // 8)
    c.use_denoising = False  # no denoiser in this build (see the module docstring)
    c.max_bounces = 8
    c.diffuse_bounces = 2
    c.glossy_bounces = 3
    c.transmission_bounces = 8
    c.transparent_max_bounces = 8
    c.volume_bounces = 0
    c.caustics_reflective = False
    c.caustics_refractive = False
    c.blur_glossy = 1.0
    c.sample_clamp_direct = 0.0
    c.sample_clamp_indirect = 2.0
    c.filter_width = 1.5
    c.seed = 7
    scene.view_settings.view_transform = 'Filmic'
    scene.view_settings.look = 'Medium High Contrast'
    scene.view_settings.exposure = args.exposure
    scene.view_settings.gamma = 1.0
    scene.display_settings.display_device = 'sRGB'
    scene.sequencer_colorspace_settings.name = 'sRGB'


def add_bloom(scene, amount):
    """A soft fog glow on what is brighter than white: the figure, the ring, the lens."""
    if amount <= 0:
        return
    scene.use_nodes = True
    nodes, links = scene.node_tree.nodes, scene.node_tree.links
    layers = nodes['Render Layers']
    composite = nodes['Composite']
    glare = nodes.new('CompositorNodeGlare')
    glare.glare_type = 'FOG_GLOW'
    glare.quality = 'HIGH'
    glare.size = 8
    glare.threshold = 1.0
    glare.mix = amount - 1.0  # -1 = image only, 0 = even mix, 1 = glare only
    links.new(layers.outputs['Image'], glare.inputs['Image'])
    links.new(glare.outputs['Image'], composite.inputs['Image'])


def parse_args():
    argv = sys.argv[sys.argv.index('--') + 1:] if '--' in sys.argv else []
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument('--shot', choices=sorted(SHOTS), required=True)
    p.add_argument('--out', required=True)
    p.add_argument('--width', type=int, default=960)
    p.add_argument('--height', type=int, default=720)
    p.add_argument('--samples', type=int, default=256)
    p.add_argument('--noise', type=float, default=0.015)
    p.add_argument('--exposure', type=float, default=0.0)
    p.add_argument('--threads', type=int, default=1)
    p.add_argument('--bloom', type=float, default=0.25)
    p.add_argument('--without', action='append', default=[],
                   help='leave out the named object (a light, a prop), to see what it adds')
    return p.parse_args(argv)


def main():
    args = parse_args()
    scene = reset_scene()
    SHOTS[args.shot]()
    for name in args.without:
        bpy.data.objects.remove(bpy.data.objects[name])
    configure_render(scene, args)
    add_bloom(scene, args.bloom)
    scene.render.filepath = args.out
    started = time.monotonic()
    bpy.ops.render.render(write_still=True)
    print(f'RENDERED {args.shot} {args.width}x{args.height} in {time.monotonic() - started:.1f} s')


main()
