<?php
/**
 * A push's body, validated and cleaned.
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * What a push asks for: the action, the portal's item id and version, and (publish, update) the article.
 */
final class Portal_News_Article {
	public const ACTIONS     = array( 'publish', 'update', 'takedown' );
	public const MAX_TITLE   = 255;
	private const MAX_MEDIA  = 50;
	private const REPLACEMENT = "\u{FFFD}";
	/** The levels of a place, most precise first: the order of its line. */
	private const PLACE_LEVELS = array( 'local_level', 'district', 'province' );

	/**
	 * A push, as checked (the pictures in the item's order: the first is the featured image).
	 *
	 * @param string                                                      $action            publish, update or takedown.
	 * @param int                                                         $item_id           The portal's id of the item.
	 * @param int                                                         $version           The item's version.
	 * @param string                                                      $uri               The item's URI.
	 * @param string                                                      $title             Plain text.
	 * @param string                                                      $description       Allowed post HTML.
	 * @param string                                                      $summary           Plain text.
	 * @param int                                                         $category          The site's category id the client chose (0: none).
	 * @param list<array{id: int, name: string, slug: string}>            $portal_categories The portal's categories of the item.
	 * @param string                                                      $credit            The credit line.
	 * @param list<array{url: string, caption: string, credit: string}>  $pictures          The pictures.
	 * @param string                                                      $place             The place line in the item's language ("Pokhara, Kaski, Gandaki"), '' = none.
	 * @param string                                                      $usage_terms       What the agency allows of the item, '' = none.
	 * @param string                                                      $editor_note       The agency's note for the newsroom, '' = none.
	 */
	private function __construct(
		public readonly string $action,
		public readonly int $item_id,
		public readonly int $version,
		public readonly string $uri,
		public readonly string $title = '',
		public readonly string $description = '',
		public readonly string $summary = '',
		public readonly int $category = 0,
		public readonly array $portal_categories = array(),
		public readonly string $credit = '',
		public readonly array $pictures = array(),
		public readonly string $place = '',
		public readonly string $usage_terms = '',
		public readonly string $editor_note = '',
	) {}

	/**
	 * Parses and checks a raw body.
	 *
	 * @param string $body The raw JSON body.
	 * @throws Portal_News_Invalid_Field Naming the first field that is wrong.
	 */
	public static function from_json( string $body ): self {
		$data = json_decode( $body, true, 64 );
		if ( JSON_ERROR_UTF8 === json_last_error() ) {
			throw new Portal_News_Invalid_Field( self::field_with_bad_utf8( $body ) );
		}
		if ( ! is_array( $data ) || array_is_list( $data ) ) {
			throw new Portal_News_Invalid_Field( 'body' );
		}
		$action = $data['action'] ?? null;
		if ( ! in_array( $action, self::ACTIONS, true ) ) {
			throw new Portal_News_Invalid_Field( 'action' );
		}
		$portal = $data['portal'] ?? null;
		if ( ! is_array( $portal ) ) {
			throw new Portal_News_Invalid_Field( 'portal' );
		}
		$item_id = $portal['item_id'] ?? null;
		if ( ! is_int( $item_id ) || $item_id < 1 ) {
			throw new Portal_News_Invalid_Field( 'portal.item_id' );
		}
		$version = $portal['version'] ?? null;
		if ( ! is_int( $version ) || $version < 0 ) {
			throw new Portal_News_Invalid_Field( 'portal.version' );
		}
		$uri = self::optional_text( $portal, 'uri', 'portal.uri' );
		if ( 'takedown' === $action ) {
			return new self( $action, $item_id, $version, $uri );
		}

		$title = sanitize_text_field( self::optional_text( $data, 'title', 'title' ) );
		if ( '' === $title || mb_strlen( $title ) > self::MAX_TITLE ) {
			throw new Portal_News_Invalid_Field( 'title' );
		}
		// Scripts and styles go with their contents (kses would keep their text); then the HTML allowed in posts.
		$description = (string) preg_replace( '#<(script|style)\b[^>]*>.*?</\1\s*>#is', '', self::optional_text( $data, 'description', 'description' ) );
		$description = trim( wp_kses_post( $description ) );
		if ( '' === $description ) {
			throw new Portal_News_Invalid_Field( 'description' );
		}
		$category = $data['category'] ?? 0;
		if ( ! is_int( $category ) || $category < 0 ) {
			throw new Portal_News_Invalid_Field( 'category' );
		}
		$summary = sanitize_textarea_field( self::optional_text( $data, 'summary', 'summary' ) );
		$credit  = sanitize_text_field( self::optional_text( $data, 'credit', 'credit' ) );
		$language = 'ne' === self::optional_text( $data, 'language', 'language' ) ? 'ne' : 'en';

		return new self(
			$action,
			$item_id,
			$version,
			$uri,
			$title,
			$description,
			$summary,
			$category,
			self::portal_categories( $data['portal_categories'] ?? array() ),
			$credit,
			self::pictures( $data ),
			self::place_line( $data['place'] ?? null, $language ),
			sanitize_text_field( self::optional_text( $data, 'usage_terms', 'usage_terms' ) ),
			sanitize_textarea_field( self::optional_text( $data, 'editor_note', 'editor_note' ) ),
		);
	}

	/**
	 * The place as one line in the item's language, most precise first; '' when there is none.
	 *
	 * @param mixed  $value    The `place` field: null, or {local_level, district, province}, each null or {id, en, ne}.
	 * @param string $language 'ne' or 'en'.
	 * @throws Portal_News_Invalid_Field Naming the part of the place that is wrong.
	 */
	private static function place_line( $value, string $language ): string {
		if ( null === $value ) {
			return '';
		}
		if ( ! is_array( $value ) || array_is_list( $value ) ) {
			throw new Portal_News_Invalid_Field( 'place' );
		}
		$names = array();
		foreach ( self::PLACE_LEVELS as $level ) {
			$named = $value[ $level ] ?? null;
			if ( null === $named ) {
				continue;
			}
			$field = "place.$level";
			if ( ! is_array( $named ) || ! is_int( $named['id'] ?? null ) || $named['id'] < 1 ) {
				throw new Portal_News_Invalid_Field( "$field.id" );
			}
			$name = sanitize_text_field( self::optional_text( $named, $language, "$field.$language" ) );
			if ( '' === $name ) {
				throw new Portal_News_Invalid_Field( "$field.$language" );
			}
			$names[] = $name;
		}
		return implode( ', ', $names );
	}

	/**
	 * A string field that may be absent (then ''), never another type.
	 *
	 * @param array<string, mixed> $data  The object holding it.
	 * @param string               $key   Its key.
	 * @param string               $field Its name in an answer.
	 * @throws Portal_News_Invalid_Field When it is not a string.
	 */
	private static function optional_text( array $data, string $key, string $field ): string {
		$value = $data[ $key ] ?? '';
		if ( ! is_string( $value ) ) {
			throw new Portal_News_Invalid_Field( $field );
		}
		return $value;
	}

	/**
	 * The portal's categories of the item.
	 *
	 * @param mixed $value The `portal_categories` field.
	 * @return list<array{id: int, name: string, slug: string}>
	 * @throws Portal_News_Invalid_Field When it is not a list of {id, name, slug}.
	 */
	private static function portal_categories( $value ): array {
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			throw new Portal_News_Invalid_Field( 'portal_categories' );
		}
		$categories = array();
		foreach ( $value as $index => $category ) {
			$field = "portal_categories.$index";
			if ( ! is_array( $category ) || ! is_int( $category['id'] ?? null ) || $category['id'] < 1 ) {
				throw new Portal_News_Invalid_Field( "$field.id" );
			}
			$name = sanitize_text_field( self::optional_text( $category, 'name', "$field.name" ) );
			if ( '' === $name ) {
				throw new Portal_News_Invalid_Field( "$field.name" );
			}
			$categories[] = array(
				'id'   => $category['id'],
				'name' => $name,
				'slug' => sanitize_title( self::optional_text( $category, 'slug', "$field.slug" ) ),
			);
		}
		return $categories;
	}

	/**
	 * The pictures, or (older contract) the `images` URLs without captions.
	 *
	 * @param array<string, mixed> $data The body.
	 * @return list<array{url: string, caption: string, credit: string}>
	 * @throws Portal_News_Invalid_Field When a picture or its URL is not what it should be.
	 */
	private static function pictures( array $data ): array {
		$from_images = ! array_key_exists( 'pictures', $data ) && array_key_exists( 'images', $data );
		$key         = $from_images ? 'images' : 'pictures';
		$value       = $data[ $key ] ?? array();
		if ( ! is_array( $value ) || ! array_is_list( $value ) || count( $value ) > self::MAX_MEDIA ) {
			throw new Portal_News_Invalid_Field( $key );
		}
		$pictures = array();
		foreach ( $value as $index => $picture ) {
			$picture = $from_images ? array( 'url' => $picture ) : $picture;
			if ( ! is_array( $picture ) ) {
				throw new Portal_News_Invalid_Field( "$key.$index" );
			}
			$url_field = $from_images ? "$key.$index" : "$key.$index.url";
			$url       = $picture['url'] ?? null;
			if ( ! is_string( $url ) || ! self::is_web_url( $url ) ) {
				throw new Portal_News_Invalid_Field( $url_field );
			}
			$pictures[] = array(
				'url'     => $url,
				'caption' => sanitize_text_field( self::optional_text( $picture, 'caption', "$key.$index.caption" ) ),
				'credit'  => sanitize_text_field( self::optional_text( $picture, 'credit', "$key.$index.credit" ) ),
			);
		}
		return $pictures;
	}

	/**
	 * An absolute http(s) URL with a host.
	 *
	 * @param string $url The URL.
	 */
	private static function is_web_url( string $url ): bool {
		$parts = wp_parse_url( $url );
		return is_array( $parts )
			&& in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true )
			&& '' !== (string) ( $parts['host'] ?? '' )
			&& esc_url_raw( $url, array( 'http', 'https' ) ) !== '';
	}

	/**
	 * The first text field holding bytes that are not UTF-8 (JSON itself refuses them), or `body`.
	 *
	 * @param string $body The raw body.
	 */
	private static function field_with_bad_utf8( string $body ): string {
		$data = json_decode( $body, true, 64, JSON_INVALID_UTF8_SUBSTITUTE );
		if ( ! is_array( $data ) ) {
			return 'body';
		}
		$found = self::path_of_replacement( $data, '' );
		return $found ?? 'body';
	}

	/**
	 * The dotted path of the first string holding U+FFFD.
	 *
	 * @param array<mixed> $data   Where to look.
	 * @param string       $prefix The path so far.
	 */
	private static function path_of_replacement( array $data, string $prefix ): ?string {
		foreach ( $data as $key => $value ) {
			$path = '' === $prefix ? (string) $key : "$prefix.$key";
			if ( is_string( $value ) && str_contains( $value, self::REPLACEMENT ) ) {
				return $path;
			}
			if ( is_array( $value ) ) {
				$found = self::path_of_replacement( $value, $path );
				if ( null !== $found ) {
					return $found;
				}
			}
		}
		return null;
	}
}
