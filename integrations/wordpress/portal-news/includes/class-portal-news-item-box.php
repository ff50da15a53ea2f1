<?php
/**
 * The "From the news agency" box of a pushed post's editor.
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * Shows editors, beside a pushed post, what the agency said of the item and did not put in its text: the place,
 * the usage terms and the editor's note. Read only: the next correction from the portal replaces them.
 */
final class Portal_News_Item_Box {
	private const ID = 'portal-news-item';

	/** Adds the box to the editor of posts. */
	public static function hook(): void {
		add_action( 'add_meta_boxes_post', array( self::class, 'add' ) );
	}

	/**
	 * The box, on posts the portal pushed only.
	 *
	 * @param WP_Post $post The post being edited.
	 */
	public static function add( WP_Post $post ): void {
		if ( '' === (string) get_post_meta( $post->ID, Portal_News_Post_Writer::ITEM_META, true ) ) {
			return;
		}
		add_meta_box( self::ID, __( 'From the news agency', 'portal-news' ), array( self::class, 'render' ), 'post', 'side', 'high' );
	}

	/**
	 * The place, usage terms and editor's note; "None" for those the agency left empty.
	 *
	 * @param WP_Post $post The post being edited.
	 */
	public static function render( WP_Post $post ): void {
		$rows = array(
			array( __( 'Place', 'portal-news' ), Portal_News_Post_Writer::PLACE_META ),
			array( __( 'Usage terms', 'portal-news' ), Portal_News_Post_Writer::USAGE_TERMS_META ),
			array( __( 'Editor\'s note (not for publication)', 'portal-news' ), Portal_News_Post_Writer::EDITOR_NOTE_META ),
		);
		echo '<dl class="portal-news-item">';
		foreach ( $rows as [ $label, $key ] ) {
			$value = (string) get_post_meta( $post->ID, $key, true );
			printf(
				'<dt><strong>%s</strong></dt><dd>%s</dd>',
				esc_html( $label ),
				'' === $value ? '<em>' . esc_html__( 'None', 'portal-news' ) . '</em>' : nl2br( esc_html( $value ) )
			);
		}
		echo '</dl>';
	}
}
