import { useEffect, useState } from 'react'
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet'
import 'leaflet/dist/leaflet.css'
import { mapTiles } from '../map-tiles.ts'
import { defaultMapCentre, defaultMapZoom, mapHeightPx, roundCoordinate, wrapLongitude } from '../map-view.ts'

type Point = { latitude: number; longitude: number }

// Inline, because Leaflet's own stylesheet sets the container's whole background after ours.
const gridInsteadOfTiles = {
  backgroundColor: '#f9fafb',
  backgroundImage:
    'linear-gradient(#e5e7eb 1px, transparent 1px), linear-gradient(90deg, #e5e7eb 1px, transparent 1px)',
  backgroundSize: '32px 32px',
}

/**
 * The shop's place on a map (OpenStreetMap's tiles unless the build names others, map-tiles.ts): a click sets the coordinates, typed coordinates move the point.
 * Without a connection to the tile server the map stays usable: a grid stands in for the tiles and a note
 * says so, clicks still pick a point and the fields keep what is typed.
 */
export default function ShopMap(props: { point: Point | null; onPick: (point: Point) => void }) {
  const [tilesFailed, setTilesFailed] = useState(false)
  const start = props.point ?? defaultMapCentre
  return (
    <div className="relative overflow-hidden rounded-lg ring-1 ring-gray-300" style={{ height: mapHeightPx }}>
      <MapContainer
        center={[start.latitude, start.longitude]}
        zoom={defaultMapZoom}
        className="size-full"
        style={gridInsteadOfTiles}
        aria-label="Карта: щёлкните, чтобы указать место магазина"
      >
        <TileLayer
          url={mapTiles.url}
          attribution={mapTiles.attribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true), tileload: () => setTilesFailed(false) }}
        />
        <ClickToPick onPick={props.onPick} />
        {props.point && <FollowPoint point={props.point} />}
        {props.point && (
          <CircleMarker
            center={[props.point.latitude, props.point.longitude]}
            radius={9}
            pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#15803d', fillOpacity: 1 }}
          />
        )}
      </MapContainer>
      {tilesFailed && (
        <p className="pointer-events-none absolute inset-x-3 bottom-7 z-[1000] rounded-lg bg-white/95 px-3 py-2 text-sm text-gray-700 shadow-sm ring-1 ring-gray-200">
          Подложка карты не загрузилась: нет связи с сервером карт. Щёлкните по сетке, чтобы поставить точку,
          или введите координаты.
        </p>
      )}
    </div>
  )
}

function ClickToPick({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({
    click: (event) =>
      onPick({
        latitude: roundCoordinate(event.latlng.lat),
        longitude: roundCoordinate(wrapLongitude(event.latlng.lng)),
      }),
  })
  return null
}

/** Typed coordinates bring the point into view; a click inside the view leaves the map where it is. */
function FollowPoint({ point }: { point: Point }) {
  const map = useMap()
  useEffect(() => {
    const target: [number, number] = [point.latitude, point.longitude]
    if (!map.getBounds().contains(target)) map.panTo(target)
  }, [map, point.latitude, point.longitude])
  return null
}
