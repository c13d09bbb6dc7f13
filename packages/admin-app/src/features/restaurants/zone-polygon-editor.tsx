import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ZonePolygon } from '@food-admin/api-client';
import { Button, FormField, IconButton, Textarea } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { NumberField } from '@/shared/forms/entity-fields';
import { useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { boundThrough } from './bound-through';
import { NamedLabel } from './named-label';
import { FieldMessage, type FieldAt } from './week-editor';
import {
  AXES,
  blankVertex,
  COORDINATE_STEP,
  MIN_POLYGON_VERTICES,
  polygonOf,
  readPastedPolygon,
  verticesOf,
  type PolygonDraft,
  type PositionDraft,
} from './zone-values';

/** The form name of coordinate `at` of vertex `vertex` of polygon `area`: `zones[1].area.coordinates[0][2][1]`. */
const coordinateName = (area: string, vertex: number, at: number) =>
  `${area}.coordinates[0][${vertex}][${at}]`;

/**
 * A polygon zone's area, with no map (the page works offline): its vertices, one row each with a
 * latitude and a longitude box, Remove and Add a point; or a GeoJSON Polygon pasted from a drawing
 * tool (geojson.io), which replaces them. The GeoJSON ring's closing position, which repeats the
 * first, is kept in step and never shown.
 */
export function ZonePolygonEditor({
  area,
  n,
  Field,
}: {
  area: BoundField<PolygonDraft>;
  n: number;
  Field: FieldAt;
}) {
  const t = useT(messages);
  const { value, onChange } = useFieldBinding(area);
  const vertices = verticesOf(value);
  const change = (next: PositionDraft[]) => onChange(polygonOf(next));
  const tooFew = vertices.length <= MIN_POLYGON_VERTICES;
  const addPoint = t('restaurants.addPoint');
  return (
    <div className="zone-polygon">
      <div className="zone-polygon__row zone-polygon__columns" aria-hidden="true">
        <span />
        {AXES.map((axis) => (
          <span key={axis.key}>{t(axis.label)}</span>
        ))}
      </div>
      <ol className="zone-polygon__points">
        {vertices.map((vertex, index) => {
          const point = index + 1;
          return (
            // A vertex has no identity of its own: its place in the ring is its key.
            <li key={index} className="zone-polygon__row">
              <span className="zone-polygon__number" aria-hidden="true">
                {point}
              </span>
              {AXES.map((axis) => {
                const name = t('restaurants.pointField', { n, point, field: t(axis.label) });
                const write = (coordinate: number | null) => {
                  const moved: PositionDraft = [...vertex];
                  moved[axis.at] = coordinate;
                  change(vertices.map((each, at) => (at === index ? moved : each)));
                };
                return (
                  <Field<number | null> key={axis.key} name={coordinateName(area.name, index, axis.at)}>
                    {(field) => (
                      <NumberField
                        field={boundThrough(field, vertex[axis.at], write)}
                        label={<NamedLabel name={name} />}
                        min={axis.min}
                        step={COORDINATE_STEP}
                      />
                    )}
                  </Field>
                );
              })}
              <IconButton
                size="sm"
                label={t('restaurants.removePoint', { n, point })}
                icon={<Trash2 size={16} />}
                // Not disabled, which would drop the focus: a polygon keeps its three points.
                aria-disabled={tooFew || undefined}
                onClick={() => {
                  if (!tooFew) change(vertices.filter((_, at) => at !== index));
                }}
              />
            </li>
          );
        })}
      </ol>
      {/* The polygon's own message: it crosses itself, too many points. */}
      <FieldMessage field={area} />
      <span className="zone-polygon__actions">
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<Plus size={16} aria-hidden="true" />}
          aria-label={t('restaurants.zoneField', { n, field: addPoint })}
          onClick={() => change([...vertices, blankVertex()])}
        >
          {addPoint}
        </Button>
      </span>
      <GeoJsonPaste n={n} onPolygon={onChange} />
    </div>
  );
}

/**
 * A GeoJSON Polygon pasted into a text box, folded away until wanted: Use reads it with the
 * contract's schema and replaces the points, or says what is wrong (in the reader's language).
 */
function GeoJsonPaste({ n, onPolygon }: { n: number; onPolygon: (polygon: ZonePolygon) => void }) {
  const t = useT(messages);
  const texts = useApiTexts();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const summary = t('restaurants.pasteGeoJson');
  const use = t('restaurants.useGeoJson');
  const jsonLabel = t('restaurants.geoJsonText');
  const read = () => {
    const pasted = readPastedPolygon(text);
    if ('area' in pasted) {
      onPolygon(pasted.area);
      setText('');
      setProblem(undefined);
      setDone(t('restaurants.geoJsonUsed', { n }));
      return;
    }
    setDone('');
    setProblem(pasted.problem === 'not-json' ? t('restaurants.geoJsonNotJson') : texts.field(pasted.message));
  };
  return (
    <details className="zone-polygon__paste">
      <summary className="zone-polygon__summary">
        <NamedLabel name={t('restaurants.zoneField', { n, field: summary })} shown={summary} />
      </summary>
      <div className="zone-polygon__paste-body">
        <FormField
          label={<NamedLabel name={t('restaurants.zoneField', { n, field: jsonLabel })} shown={jsonLabel} />}
          hint={t('restaurants.pasteGeoJsonHint')}
          error={problem}
        >
          <Textarea
            className="zone-polygon__json"
            value={text}
            dir="ltr"
            spellCheck={false}
            rows={4}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(undefined);
            }}
          />
        </FormField>
        <span className="zone-polygon__actions">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('restaurants.zoneField', { n, field: use })}
            onClick={read}
          >
            {use}
          </Button>
        </span>
        <p className="fa-visually-hidden" role="status">
          {done}
        </p>
      </div>
    </details>
  );
}
